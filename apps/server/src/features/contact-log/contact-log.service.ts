import { AppError } from '@dugout/domain/shared';
import { contactLogMessages, trackerMessages, type ContactLogView } from '@dugout/domain/tracker';
import type { Db, DbOrTx } from '../../db/client.ts';
import { pgErrorCode } from '../tracker/index.ts';
import {
  deleteOwnContactLog,
  findContactLog,
  insertContactLog,
  listContactLogs,
  updateOwnContactLog,
  type ContactLogRow,
} from './contact-log.repo.ts';

type Input = {
  contactName: string;
  contactTitle: string | null;
  contactDate: string;
  contactMethod: string;
  contactInfo: string | null;
  discussionNotes: string | null;
};

export const presentContactLog = (r: ContactLogRow): ContactLogView => ({
  id: r.id,
  schoolId: r.schoolId,
  contactName: r.contactName,
  contactTitle: r.contactTitle,
  contactDate: r.contactDate,
  contactMethod: r.contactMethod,
  contactInfo: r.contactInfo,
  discussionNotes: r.discussionNotes,
  createdAt: r.createdAt.toISOString(),
});

export async function listLogs(db: Db, userId: string, schoolId: number): Promise<ContactLogView[]> {
  return (await listContactLogs(db, userId, schoolId)).map(presentContactLog);
}

/**
 * An insert carries the current user's id; a school the colleges table lacks fails on the foreign key. `db` may be a
 * transaction (a coach's message through the public profile logs the contact with the rest of its writes).
 */
export async function createLog(db: DbOrTx, userId: string, schoolId: number, input: Input): Promise<ContactLogView> {
  try {
    return presentContactLog(await insertContactLog(db, userId, schoolId, input));
  } catch (err) {
    if (pgErrorCode(err) === '23503') throw new AppError('unprocessable', trackerMessages.invalidSchoolReference);
    throw err;
  }
}

/** Only the log's author changes it: someone else's log is 403, a missing one 404. */
async function requireOwnLog(db: Db, userId: string, id: string): Promise<ContactLogRow> {
  const row = await findContactLog(db, id);
  if (!row) throw new AppError('not_found', contactLogMessages.notFound);
  if (row.userId !== userId) throw new AppError('forbidden', trackerMessages.permissionDenied);
  return row;
}

export async function updateLog(db: Db, userId: string, id: string, input: Input): Promise<ContactLogView> {
  await requireOwnLog(db, userId, id);
  return presentContactLog(await updateOwnContactLog(db, userId, id, input));
}

export async function deleteLog(db: Db, userId: string, id: string): Promise<void> {
  await requireOwnLog(db, userId, id);
  await deleteOwnContactLog(db, userId, id);
}
