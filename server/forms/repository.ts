import { count, desc, eq } from 'drizzle-orm';
import { getDb } from '../db';
import { formSubmissions, users } from '../db/schema';

/** Data access for stored form submissions. */

type FormSubmissionRow = typeof formSubmissions.$inferSelect;
type NewFormSubmissionRow = typeof formSubmissions.$inferInsert;

export async function insertSubmission(values: NewFormSubmissionRow): Promise<FormSubmissionRow> {
  const [row] = await getDb().insert(formSubmissions).values(values).returning();
  return row!;
}

export interface SubmissionWithUser extends FormSubmissionRow {
  username: string | null;
  userslug: string | null;
  picture: string | null;
}

/** One page of submissions, newest first, with the sender's name when a member sent it. */
export async function listSubmissions(opts: { kind?: string; limit: number; offset: number }) {
  const where = opts.kind ? eq(formSubmissions.kind, opts.kind) : undefined;
  const db = getDb();
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: formSubmissions.id,
        kind: formSubmissions.kind,
        uid: formSubmissions.uid,
        email: formSubmissions.email,
        fullname: formSubmissions.fullname,
        message: formSubmissions.message,
        details: formSubmissions.details,
        path: formSubmissions.path,
        createdAt: formSubmissions.createdAt,
        username: users.username,
        userslug: users.userslug,
        picture: users.picture,
      })
      .from(formSubmissions)
      .leftJoin(users, eq(users.uid, formSubmissions.uid))
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ total: count() }).from(formSubmissions).where(where),
  ]);
  return { rows: rows as SubmissionWithUser[], total: totalRow?.total ?? 0 };
}

/** How many submissions exist (the demo step adds its examples only to an empty table). */
export async function countSubmissions(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(formSubmissions);
  return row?.total ?? 0;
}
