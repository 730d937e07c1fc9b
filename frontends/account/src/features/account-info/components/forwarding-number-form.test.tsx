import { callsTo, json, mockApi } from '@app/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { permissionsOf, type Viewer } from '../../../lib/viewer';
import { detail } from '../../../testing/data';
import { AccountInfoSection } from './account-info-section';
import { ForwardingNumberForm } from './forwarding-number-form';

afterEach(() => vi.unstubAllGlobals());

function renderForm(forwardingNumber: string | null = null) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  render(<ForwardingNumberForm detail={detail({ forwardingNumber })} onChange={onChange} />);
  return { user, onChange, input: screen.getByLabelText('Forwarding Number') };
}

describe('the Forwarding Number row (issue 11)', () => {
  it('shows the number on file and saves a new one with Update: Success!', async () => {
    const fetchMock = mockApi({
      'POST /api/saveforwardingnumber': () => json(detail({ forwardingNumber: '+15557654321' })),
    });
    const { user, onChange, input } = renderForm('+15551234567');
    expect(input).toHaveValue('+15551234567');
    await user.clear(input);
    await user.type(input, ' +15557654321 ');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/saveforwardingnumber')[0]?.init?.body).toBe('+15557654321');
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ forwardingNumber: '+15557654321' }));
    expect(input).toHaveValue('+15557654321');
  });

  it('says Invalid phone number (spec §5) and sends nothing', async () => {
    const fetchMock = mockApi({});
    const { user, input } = renderForm();
    await user.type(input, '12345');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Invalid phone number')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/saveforwardingnumber')).toHaveLength(0);
  });

  it('clears the number with an empty field', async () => {
    const fetchMock = mockApi({
      'POST /api/saveforwardingnumber': () => json(detail({ forwardingNumber: null })),
    });
    const { user, input } = renderForm('+15551234567');
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /api/saveforwardingnumber')[0]?.init?.body).toBe('');
  });

  it('shows the server’s refusal', async () => {
    mockApi({ 'POST /api/saveforwardingnumber': () => json({ error: 'Not allowed' }, 403) });
    const { user, input } = renderForm();
    await user.type(input, '5551234567');
    await user.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Failed!')).toBeInTheDocument();
  });

  it.each<[Viewer, boolean]>([
    ['inmate', true],
    ['admin', true],
    ['employee1', false],
  ])('is on the Account Info of the %s: %s', (viewer, shown) => {
    render(
      <MemoryRouter>
        <AccountInfoSection
          basePath={viewer === 'inmate' ? '' : `/${viewer}`}
          detail={detail({ forwardingNumber: '+15551234567' })}
          can={permissionsOf(viewer)}
          onChange={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByLabelText('Forwarding Number') !== null).toBe(shown);
  });
});
