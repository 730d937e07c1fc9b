import { createApp } from './app';

const app = createApp();

/** The API Worker (wrangler.toml `main`): the Hono app answers /api, /admin/api, /employee1/api and the manifest. */
export default {
  fetch: app.fetch,
} satisfies ExportedHandler<import('./app').Bindings>;
