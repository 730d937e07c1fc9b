import { callsTo, json } from '@app/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountApi, open } from '../testing/account-api';
import { detail, service } from '../testing/data';
import { renderDetail } from '../testing/render-detail';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('inmate detail: messages of spec §8', () => {
  it('saves the name, or says it failed', async () => {
    let ok = true;
    const fetchMock = accountApi('', {
      handlers: {
        'POST /api/savename': () => (ok ? json(detail({ firstName: 'Sam' })) : json({ error: 'x' }, 500)),
      },
    });
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    await user.clear(info.getByLabelText('First Name'));
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByText('First name is required')).toBeInTheDocument();
    await user.type(info.getByLabelText('First Name'), 'Sam');
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByRole('status')).toHaveTextContent('Inmate name saved');
    const body = callsTo(fetchMock, 'POST /api/savename')[0]?.init?.body as FormData;
    expect(Object.fromEntries(body)).toEqual({ firstName: 'Sam', lastName: 'Morgan' });
    ok = false;
    await user.click(info.getByRole('button', { name: 'Save Name' }));
    expect(await info.findByRole('alert')).toHaveTextContent('Failed to save Inmate name');
  });

  it('saves the e-mail and the phone number, or says they failed', async () => {
    accountApi('/admin', {
      handlers: {
        'POST /api/saveemail': () => json({ error: 'This e-mail is already used by another account' }, 409),
        'POST /admin/api/saveassignedphonenumber': () => json(detail({ twilioNumber: '+15555550199' })),
      },
    });
    const { user } = renderDetail('/admin');
    const info = await open(user, 'Inmate Account Info');
    await user.click(info.getByRole('button', { name: 'Save E-mail' }));
    // spec §8's text, then the API's reason (as Offer Configuration's `Failed to Add Offer: <reason>`).
    expect(await info.findByRole('alert')).toHaveTextContent(
      /^Failed to save e-mail: This e-mail is already used by another account$/,
    );
    await user.clear(info.getByLabelText('Assigned Phone Number'));
    await user.type(info.getByLabelText('Assigned Phone Number'), '123');
    await user.click(info.getByRole('button', { name: 'Save Number' }));
    expect(await info.findByText('Invalid phone number')).toBeInTheDocument();
    await user.clear(info.getByLabelText('Assigned Phone Number'));
    await user.type(info.getByLabelText('Assigned Phone Number'), '+15555550199');
    await user.click(info.getByRole('button', { name: 'Save Number' }));
    expect(await info.findByText('Phone Number Saved')).toBeInTheDocument();
  });

  it('a failed e-mail save without a refusal keeps the spec text alone; a refusal reads in Spanish', async () => {
    let status = 500;
    accountApi('', {
      handlers: {
        'POST /api/saveemail': () =>
          status === 500
            ? json({}, 500)
            : json({ error: 'This e-mail is already used by another account' }, 409),
      },
    });
    const { user } = renderDetail('');
    const info = await open(user, 'Inmate Account Info');
    await user.click(info.getByRole('button', { name: 'Save E-mail' }));
    expect(await info.findByRole('alert')).toHaveTextContent(/^Failed to save e-mail$/);
    status = 409;
    await i18next.changeLanguage('es');
    await user.click(info.getByRole('button', { name: 'Guardar correo' }));
    expect(await info.findByRole('alert')).toHaveTextContent(
      /^No se pudo guardar el correo electrónico: Este correo electrónico ya lo usa otra cuenta$/,
    );
  });

  it('saves admin notes under the viewer’s prefix, or says Failed To Save Note', async () => {
    let ok = true;
    const fetchMock = accountApi('/employee1', {
      handlers: {
        'POST /employee1/api/saveadminnotes': () =>
          ok ? json({ adminNotes: 'x' }) : json({ error: 'x' }, 500),
      },
    });
    const { user } = renderDetail('/employee1');
    const notes = await open(user, 'Admin Notes');
    await user.type(notes.getByLabelText('Notes'), ' More.');
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    expect(await notes.findByText('Admin Note Saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /employee1/api/saveadminnotes')[0]?.init?.body).toBe(
      'Demo account. More.',
    );
    ok = false;
    await user.click(notes.getByRole('button', { name: 'Save Note' }));
    expect(await notes.findByText('Failed To Save Note')).toBeInTheDocument();
  });

  it('charges credits (Success!, Error Charging Credits)', async () => {
    let ok = true;
    const fetchMock = accountApi('/employee1', {
      services: [service({ id: 3, title: 'Messages 100', remainingCredits: 87 })],
      handlers: {
        'POST /employee1/api/auxiliarychargecredits': () =>
          ok ? json({ charge: { id: 9 } }) : json({ error: 'Not enough credits on this service' }, 409),
      },
    });
    const { user } = renderDetail('/employee1');
    const form = within(
      (await open(user, 'Auxiliary Charges')).getByRole('group', { name: 'Charge Credits' }),
    );
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Please choose a service')).toBeInTheDocument();
    // The first field in error takes the focus, so its message is heard first.
    await waitFor(() => expect(form.getByLabelText('Service')).toHaveFocus());
    await user.selectOptions(form.getByLabelText('Service'), '3');
    await user.type(form.getByLabelText('Credits'), '1.5');
    await user.type(form.getByLabelText('Description'), 'Lost headset');
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Success!')).toBeInTheDocument();
    const sent = () =>
      callsTo(fetchMock, 'POST /employee1/api/auxiliarychargecredits').map((call) =>
        Object.fromEntries(call.init?.body as FormData),
      );
    const { requestId: first, ...fields } = sent()[0] ?? {};
    expect(fields).toEqual({ serviceId: '3', credits: '1.5', description: 'Lost headset' });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    ok = false;
    await user.type(form.getByLabelText('Credits'), '900');
    await user.type(form.getByLabelText('Description'), 'Too much');
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    expect(await form.findByText('Error Charging Credits')).toBeInTheDocument();
    // Sent again after a failure, the same charge keeps its request id: the credits are taken once.
    await user.click(form.getByRole('button', { name: 'Charge Credits' }));
    await vi.waitFor(() => expect(sent()).toHaveLength(3));
    expect(sent()[2]?.requestId).toBe(sent()[1]?.requestId);
    expect(sent()[1]?.requestId).not.toBe(first);
  });

  it('shows the credit charge’s field errors in Spanish, the service’s too, announced', async () => {
    await i18next.changeLanguage('es');
    accountApi('/employee1');
    const { user } = renderDetail('/employee1');
    const charges = await open(user, 'Cargos adicionales');
    const form = within(charges.getByRole('group', { name: 'Cobrar créditos' }));
    await user.click(form.getByRole('button', { name: 'Cobrar créditos' }));
    expect(await form.findByRole('combobox', { name: 'Servicio' })).toHaveAccessibleDescription(
      'Elija un servicio',
    );
    expect(form.getAllByRole('alert')[0]).toHaveTextContent('Elija un servicio');
  });

  it('shows the card-on-file charge only with a recurring service; Charge Request Sent, then the redirect after 2000 ms', async () => {
    accountApi('/admin', {
      services: [service({ id: 1, recurringPayments: true })],
      handlers: {
        'POST /admin/api/auxiliarychargecurrencywithmethodonfile': () =>
          json({ message: 'Charge Request Sent' }),
        'POST /admin/api/auxiliarychargecurrency': () => json({ error: 'down' }, 502),
      },
    });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    const money = within(charges.getByRole('group', { name: 'Charge Money' }));
    await user.type(money.getByLabelText('Amount'), '12.50');
    await user.type(money.getByLabelText('Description'), 'ID card');
    await user.click(money.getByRole('button', { name: 'Show Payment Form' }));
    expect(await money.findByText('Error Displaying Payment Form')).toBeInTheDocument();

    const onFile = within(charges.getByRole('group', { name: 'Charge Card On File' }));
    await user.type(onFile.getByLabelText('Amount'), '7');
    await user.type(onFile.getByLabelText('Description'), 'Tablet');
    await user.click(onFile.getByRole('button', { name: 'Charge Card On File' }));
    expect(await onFile.findByText('Charge Request Sent')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/inmates\/detail$/);
    await vi.waitFor(
      () =>
        expect(screen.getByTestId('location')).toHaveTextContent('/admin/inmates/detail?delayupdate=true'),
      { timeout: 3000 },
    );
  });

  it('a card-on-file charge sent again after a failure keeps its request id; another amount gets a new one', async () => {
    let failing = true;
    const fetchMock = accountApi('/admin', {
      services: [service({ id: 1, recurringPayments: true })],
      handlers: {
        'POST /admin/api/auxiliarychargecurrencywithmethodonfile': () =>
          failing ? json({ error: 'Something went wrong' }, 502) : json({ message: 'Charge Request Sent' }),
      },
    });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    const onFile = within(charges.getByRole('group', { name: 'Charge Card On File' }));
    await user.type(onFile.getByLabelText('Amount'), '7');
    await user.type(onFile.getByLabelText('Description'), 'Tablet');
    await user.click(onFile.getByRole('button', { name: 'Charge Card On File' }));
    expect(await onFile.findByText('Error Sending Charge')).toBeInTheDocument();
    await user.click(onFile.getByRole('button', { name: 'Charge Card On File' }));
    await vi.waitFor(() =>
      expect(callsTo(fetchMock, 'POST /admin/api/auxiliarychargecurrencywithmethodonfile')).toHaveLength(2),
    );
    await user.clear(onFile.getByLabelText('Amount'));
    await user.type(onFile.getByLabelText('Amount'), '8');
    failing = false;
    await user.click(onFile.getByRole('button', { name: 'Charge Card On File' }));
    expect(await onFile.findByText('Charge Request Sent')).toBeInTheDocument();

    const ids = callsTo(fetchMock, 'POST /admin/api/auxiliarychargecurrencywithmethodonfile').map((call) =>
      (call.init?.body as FormData | undefined)?.get('requestId'),
    );
    expect(ids).toHaveLength(3);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).toBe(ids[0]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('hides the card-on-file charge without a recurring service', async () => {
    accountApi('/admin', { services: [service({ id: 1, recurringPayments: false })] });
    const { user } = renderDetail('/admin');
    const charges = await open(user, 'Auxiliary Charges');
    expect(charges.getByRole('group', { name: 'Charge Money' })).toBeInTheDocument();
    expect(charges.queryByRole('group', { name: 'Charge Card On File' })).toBeNull();
  });
});
