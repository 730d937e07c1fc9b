/// <reference types="@testing-library/jest-dom/vitest" />
import { json, mockApi } from '@app/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogue } from '../../../testing/data';
import { RegisterScreen } from './register-screen';

afterEach(() => vi.unstubAllGlobals());

/** Stands for the payment screen: where it is, and the browser's Back. */
function PaymentStandIn() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Browser Back
    </button>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

describe('Back from the payment screen after registering (issue 13 §4)', () => {
  it('returns to the offers with the choice kept in the session picked again', async () => {
    const offers = catalogue();
    mockApi({
      'GET /api/getactiveoffers': () => json(offers.singles),
      'GET /api/getactiveaggregateoffers': () => json(offers.aggregates),
      'POST /api/registerinmate': () => json({ forward: '/inmates/paymentmethod' }),
      // What Subscribe saved in the session before the registration step.
      'GET /api/getselectedoffers': () => json({ offers: [offers.pals, offers.digital], total: 25.98 }),
    });
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/inmates/register', '/inmates/register?step=registration']}>
        <Routes>
          <Route
            path="/inmates/register"
            element={<RegisterScreen basePath="" session={{}} refreshSession={async () => {}} />}
          />
          <Route path="/inmates/paymentmethod" element={<PaymentStandIn />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    );
    const person = {
      'First name': 'Dana',
      'Last name': 'Whitfield',
      'E-mail': 'dana@example.com',
      Username: 'dana',
      Password: 'Garden#2026x',
      'Re-enter password': 'Garden#2026x',
    };
    for (const [label, value] of Object.entries(person)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/inmates/paymentmethod'), {
      timeout: 3000,
    });

    await user.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/inmates\/register$/);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Friends 60' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'Digital Bundle' })).toBeChecked();
    expect(screen.getByText('Total to pay: $25.98')).toBeInTheDocument();
  });
});
