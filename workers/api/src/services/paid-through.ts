// Dates of a service's paid period: date-only UTC text (`YYYY-MM-DD`), as services.paid_through holds them.

export const DAY_MS = 86_400_000;

/** Today as YYYY-MM-DD (UTC). */
export const today = (now = new Date()) => now.toISOString().slice(0, 10);

/** A date-only text `days` later. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** spec: a service is paid through today + validFor days; no validFor never expires. */
export function paidThroughFor(offer: { validForDays: number | null }, now = new Date()): string | null {
  return offer.validForDays === null ? null : addDays(today(now), offer.validForDays);
}
