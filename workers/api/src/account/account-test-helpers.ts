import { env } from 'cloudflare:workers';
import { eq } from 'drizzle-orm';
import { getDb } from '../db/client';
import { inmates, services } from '../db/schema';

// Shared by the account API tests: the rows as D1 holds them.

export const db = () => getDb(env.DB);
export const inmateRow = async (id: number) => db().query.inmates.findFirst({ where: eq(inmates.id, id) });
export const serviceRow = async (id: number) => db().query.services.findFirst({ where: eq(services.id, id) });
