import { HTTPException } from 'hono/http-exception';
import { accountRoutes, adminNotesRoutes } from './account/routes';
import { employeeRoutes } from './admin/employees';
import { jailRoutes } from './admin/jails';
import { settingRoutes } from './admin/settings';
import { audioFileRoutes } from './audio-files/routes';
import { hotReads } from './auth/caller-check';
import { requireStaff } from './auth/guards';
import { authRoutes } from './auth/routes';
import { chargeRoutes, creditChargeRoutes } from './charges/routes';
import { d1Session } from './db/client';
import { isUniqueViolation } from './db/errors';
import { devRoutes } from './dev/routes';
import { config } from './env';
import { filePrefixedRoutes } from './files/routes';
import { friendEarningsRoutes } from './friend-earnings/routes';
import { friendRoutes } from './friends/routes';
import { inmateListRoutes } from './inmates-list/routes';
import { bodySizeLimit } from './lib/body-limit';
import { crossSiteGuard } from './lib/csrf';
import { errorJson } from './lib/errors';
import { requestLog } from './lib/request-log';
import { createRouter, mountUnderEveryPrefix, mountUnderStaffPrefixes } from './lib/router';
import { securityHeaders } from './lib/security-headers';
import { notFoundOrShell } from './lib/shell-pages';
import { manifestRoutes } from './manifest/routes';
import { offerRoutes } from './offers/routes';
import { receiptPrefixedRoutes } from './payments/receipt-routes';
import { renewRoutes } from './payments/renew-routes';
import { paymentRoutes } from './payments/routes';
import { registrationRoutes } from './registration/routes';
import { supportRoutes } from './support/routes';
import { telephonyRoutes } from './telephony/webhooks';

const GENERIC_ERROR = 'Something went wrong';

/**
 * The API Worker's application: cross-cutting middleware, the role guards of the path prefixes,
 * one sub-app per domain, and the JSON `{error}` answers of docs/architecture.md.
 * Tests mount this same app through the Worker's fetch.
 */
export function createApp() {
  const app = createRouter();

  app.use('*', requestLog());
  // A wrong deployment fails its first request loudly (env.ts) instead of misbehaving later.
  app.use('*', async (c, next) => {
    config(c.env);
    await next();
  });
  app.use('*', securityHeaders());
  app.use('*', crossSiteGuard());
  app.use('*', bodySizeLimit());
  // D1 through one Sessions API session per request, anchored at the caller's bookmark (docs/scaling.md).
  app.use('*', d1Session());
  // The hot reads confirm the caller inside their own D1 round trip (auth/caller-check.ts).
  app.use('*', hotReads());

  // DESIGN.md "Who may call what": the prefix decides the staff role; per-call guards do the rest.
  app.use('/admin/api/*', requireStaff('ADMIN'));
  app.use('/employee1/api/*', requireStaff('EMPLOYEE1', 'ADMIN'));

  app.route('/', manifestRoutes);
  app.route('/', authRoutes);
  app.route('/', supportRoutes);
  app.route('/', devRoutes);
  app.route('/', accountRoutes);
  app.route('/', chargeRoutes);
  app.route('/', offerRoutes);
  app.route('/', registrationRoutes);
  app.route('/', paymentRoutes);
  app.route('/', renewRoutes);
  app.route('/', friendRoutes);
  app.route('/', friendEarningsRoutes);
  app.route('/', jailRoutes);
  app.route('/', employeeRoutes);
  app.route('/', settingRoutes);
  // Twilio's webhooks (signed, no session): the facility calls of docs/architecture.md "Calls".
  app.route('/', telephonyRoutes);
  // spec §7 {prefix}/api/… calls: one router each, the same handlers under /, /admin and /employee1.
  mountUnderEveryPrefix(app, filePrefixedRoutes);
  mountUnderEveryPrefix(app, receiptPrefixedRoutes);
  // DESIGN.md's calls for EMPLOYEE1 or ADMIN: under /admin and /employee1 only, no plain /api.
  mountUnderStaffPrefixes(app, adminNotesRoutes);
  mountUnderStaffPrefixes(app, creditChargeRoutes);
  mountUnderStaffPrefixes(app, inmateListRoutes);
  mountUnderStaffPrefixes(app, audioFileRoutes);

  // An unknown API path is a JSON 404; any other path is the shell, passed here for its CSP.
  app.notFound(notFoundOrShell);

  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      return errorJson(c, err.message || defaultMessage(err.status), err.status);
    }
    // Safety net: a route should map its own UNIQUE violations to a clearer message.
    if (isUniqueViolation(err)) {
      return errorJson(c, 'This already exists', 409);
    }
    console.error(
      `error ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
    );
    return errorJson(c, GENERIC_ERROR, 500);
  });

  return app;
}

function defaultMessage(status: number): string {
  if (status === 401) return 'Please sign in';
  if (status === 403) return 'Not allowed';
  if (status === 404) return 'Not found';
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Unsupported content type';
  if (status >= 500) return GENERIC_ERROR;
  return 'Bad request';
}
