import type { BasePath, InmateDetailAnswer, ServiceAnswer } from '@app/shared';
import { json, mockApi } from '@app/shared/testing';
import { screen, within } from '@testing-library/react';
import { creditCharge, detail, service } from './data';
import type { renderDetail } from './render-detail';

/** The account calls answering as the server does for each viewer (secret code and notes per spec §6). */
export function accountApi(
  basePath: BasePath,
  options: {
    detail?: InmateDetailAnswer;
    services?: ServiceAnswer[];
    handlers?: Parameters<typeof mockApi>[0];
  } = {},
) {
  const full = options.detail ?? detail();
  const { secretCode, adminNotes, ...shared } = full;
  const seen =
    basePath === '' ? { ...shared, secretCode } : basePath === '/admin' ? full : { ...shared, adminNotes };
  return mockApi({
    'GET /api/getinmatedetail': () => json(seen),
    'GET /api/getservicesforinmate': () =>
      json(options.services ?? [service({ id: 1, title: 'Friends 60' })]),
    'GET /api/getinmatepayments': () =>
      json([
        {
          id: 1,
          paymentDate: '2026-01-10T12:00:00.000Z',
          amount: 9.99,
          status: 'succeeded',
          serviceTitles: ['Friends 60'],
          paymentMethod: { description: 'Visa •••• 4242' },
        },
      ]),
    'GET /api/getinmatecalls': () =>
      json([
        {
          id: 2,
          date: '2026-02-01T00:00:00.000Z',
          creditsUsed: 10,
          serviceType: 'AI_CHAT',
          serviceTypePretty: 'AI Chat',
          conversationUuid: null,
          service: { title: 'AI Chat Monthly' },
        },
      ]),
    'GET /api/getauxiliarycreditcharges': () => json([creditCharge()]),
    'GET /api/getauxiliarycurrencycharges': () => json([]),
    [`GET ${basePath}/api/getuploadedfiles`]: () => json([]),
    ...options.handlers,
  });
}

/** Opens the detail screen's section `title` (if closed) and queries inside it. */
export async function open(user: ReturnType<typeof renderDetail>['user'], title: string) {
  const toggle = await screen.findByRole('button', { name: title });
  if (toggle.getAttribute('aria-expanded') === 'false') await user.click(toggle);
  const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!body) throw new Error(`no body for ${title}`);
  return within(body);
}
