import { createApp } from './app';
import type { Bindings } from './env';
import { runLifecycle } from './lifecycle/run';
import { createMailer } from './mail/mailer';

const app = createApp();

/**
 * The API Worker (wrangler.toml `main`): the Hono app answers /api, /admin/api, /employee1/api and the manifest;
 * the cron trigger runs the services' lifecycle (lifecycle/run.ts).
 */
export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    // The time the run starts, not the one it was scheduled for: an invocation that starts late would otherwise
    // charge a month's fixed charge to a service bought since, in the month before its purchase.
    ctx.waitUntil(
      runLifecycle(env.DB, new Date(), createMailer(env)).then(({ expired, charged }) =>
        console.log(`lifecycle ${controller.cron}: ${expired} services expired, ${charged} monthly charges`),
      ),
    );
  },
} satisfies ExportedHandler<Bindings>;
