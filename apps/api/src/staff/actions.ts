import type { Database } from '../database.ts';
import { staffActions } from '../db/schema.ts';

/** Records what a staff member did, in the transaction that did it (the staff audit log). */
export async function recordStaffAction(
  tx: Database,
  staffId: string,
  action: string,
  subject: string,
  details: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await tx.insert(staffActions).values({ staffId, action, subject, details, at });
}
