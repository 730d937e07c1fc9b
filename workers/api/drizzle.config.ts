import Module from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig } from 'drizzle-kit';

const here = dirname(fileURLToPath(import.meta.url));

// npm installs drizzle-orm in workers/api/node_modules while drizzle-kit is hoisted to the root, from where
// drizzle-kit cannot resolve it. Resolve `drizzle-orm` from this workspace for drizzle-kit's require() and
// import() alike (NODE_PATH serves require, a resolve hook serves import).
const workspace = pathToFileURL(join(here, 'package.json')).href;
process.env.NODE_PATH = [join(here, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(':');
(Module as unknown as { _initPaths: () => void })._initPaths();
Module.register(
  `data:text/javascript,${encodeURIComponent(`export function resolve(specifier, context, next) {
    const orm = specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/');
    return next(specifier, orm ? { ...context, parentURL: ${JSON.stringify(workspace)} } : context);
  }`)}`,
);

// drizzle-kit resolves paths from the working directory; anchoring them to this file lets
// `npm run db:generate` (run from the repository root) and a run from workers/api both work.
const fromCwd = (path: string) => relative(process.cwd(), join(here, path)) || '.';

export default defineConfig({
  dialect: 'sqlite',
  schema: fromCwd('src/db/schema.ts'),
  out: fromCwd('../../migrations'),
});
