import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { services } from '../db/schema';

/** spec §7 selectservice: this service becomes the one the inmate uses; every other one is unselected. */
export async function selectService(db: Db, inmateId: number, serviceId: number) {
  await db.batch([
    db
      .update(services)
      .set({ selected: false })
      .where(and(eq(services.inmateId, inmateId), ne(services.id, serviceId))),
    db
      .update(services)
      .set({ selected: true })
      .where(and(eq(services.inmateId, inmateId), eq(services.id, serviceId))),
  ]);
}
