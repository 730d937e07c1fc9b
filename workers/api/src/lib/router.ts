import { Hono } from 'hono';
import type { AppEnv } from '../app';

/** A Hono app typed with the Worker's bindings and variables: one per domain, mounted by `createApp()`. */
export function createRouter() {
  return new Hono<AppEnv>();
}
