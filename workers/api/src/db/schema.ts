/**
 * The whole D1 data model, split per domain under db/schema/. Conventions:
 * - ids are INTEGER PRIMARY KEY AUTOINCREMENT;
 * - every timestamp and date is ISO 8601 UTC text (`2026-04-20T13:05:00.000Z`): it sorts as text,
 *   reads well in the D1 console and converts with `new Date(value)`;
 * - money is integer cents, credits integer tenths (spec §9: credits shown with one decimal) — never floats;
 * - booleans are 0/1 integers, sets (service types, roles) JSON arrays in text columns.
 * Migrations are generated from this file: `npm run db:generate` (drizzle-kit, into /migrations).
 */
export * from './schema/audio';
export * from './schema/auth';
export * from './schema/calls';
export * from './schema/charges';
export * from './schema/earnings';
export * from './schema/files';
export * from './schema/friends';
export * from './schema/inmates';
export * from './schema/lifecycle';
export * from './schema/offers';
export * from './schema/payments';
export * from './schema/phone-calls';
export * from './schema/services';
export * from './schema/staff';
export * from './schema/support';
export * from './schema/telephony';
