import type { Db } from '../db/client';
import { supportRequests } from '../db/schema';

export async function insertSupportRequest(db: Db, request: { fromEmail: string; message: string }) {
  await db.insert(supportRequests).values(request);
}
