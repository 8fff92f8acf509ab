import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { getDb, type Database } from '../db';
import { preparedQuery, statementName } from '../db/prepared';
import { groupMembers, groups, oauthAccounts, suspensions, uploads, userBadges, users } from '../db/schema';
import type { Suspension } from '@/lib/moderation/types';
import { usernameSkeleton } from './skeleton';
import { localMemberSql } from './localMemberSql';

/** Data access for members, their groups and badges. */

export type UserRow = typeof users.$inferSelect;
type NewUserRow = typeof users.$inferInsert;
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type Executor = Database | Tx;

const SYSTEM_GROUPS = [
  { name: 'administrators', description: 'Run the community: everything, including roles.' },
  { name: 'Global Moderators', description: 'Pin, delete and restore any post; handle flags.' },
  { name: 'registered-users', description: 'Every member who completed registration.' },
] as const;

/** What is shown of a member beside their content: names, picture, and the settings that say which name. */
export type MemberRow = Pick<UserRow, 'uid' | 'username' | 'userslug' | 'fullname' | 'picture' | 'settings'>;

/** A member's names and picture, as every read that shows members beside content selects them. */
export const memberNameColumns = {
  uid: users.uid,
  username: users.username,
  userslug: users.userslug,
  fullname: users.fullname,
  picture: users.picture,
};

/** The columns of a MemberRow: names, picture and the settings that say whether the full name shows. */
const memberColumns = { ...memberNameColumns, settings: users.settings };

/** The members of these uids (each once, in no order), with the columns shown beside their content. */
export async function usersByUids(uids: number[]): Promise<MemberRow[]> {
  if (uids.length === 0) return [];
  return getDb()
    .select(memberColumns)
    .from(users)
    .where(inArray(users.uid, [...new Set(uids)]));
}

export async function findUserByUid(uid: number): Promise<UserRow | null> {
  const [row] = await getDb().select().from(users).where(eq(users.uid, uid));
  return row ?? null;
}

/** A member's badge as the configuration lists it. */
export interface BadgeBrief {
  id: number;
  badge: string;
  notified: boolean;
}

export type ViewerRow = Pick<
  UserRow,
  'uid' | 'username' | 'userslug' | 'fullname' | 'picture' | 'email' | 'emailConfirmed' | 'mustConfirmEmail' | 'gdprDataConsentAt' | 'gdprEmailConsentAt' | 'settings' | 'trustLevel' | 'joinedAt'
> & { groups: string[]; badges: BadgeBrief[]; suspension: Suspension | null };

/**
 * What a request needs to know about its member: these columns of `users` with their groups
 * (sorted), badges and suspension. Also read with the session in one statement (server/auth/repository.ts).
 */
export const viewerColumns = {
  ...memberColumns,
  email: users.email,
  emailConfirmed: users.emailConfirmed,
  mustConfirmEmail: users.mustConfirmEmail,
  gdprDataConsentAt: users.gdprDataConsentAt,
  gdprEmailConsentAt: users.gdprEmailConsentAt,
  trustLevel: users.trustLevel,
  joinedAt: users.joinedAt,
  groups: sql<string[]>`coalesce((SELECT array_agg(gm.group_name ORDER BY gm.group_name) FROM ${groupMembers} gm WHERE gm.uid = users.uid), '{}'::text[])`,
  badges: sql<BadgeBrief[]>`coalesce((SELECT json_agg(json_build_object('id', b.id, 'badge', b.badge, 'notified', b.notified) ORDER BY b.id) FROM ${userBadges} b WHERE b.uid = users.uid), '[]'::json)`,
  // The suspension while it holds (issue 35): its end in unix ms, null when it has none.
  suspension: sql<Suspension | null>`(SELECT json_build_object('reason', s.reason, 'until', (extract(epoch FROM s.until) * 1000)::bigint) FROM ${suspensions} s WHERE s.uid = users.uid AND (s.until IS NULL OR s.until > now()))`,
};

const viewerByUid = preparedQuery((db) =>
  db
    .select(viewerColumns)
    .from(users)
    .where(eq(users.uid, sql.placeholder('uid')))
    .prepare(statementName('viewer_by_uid')),
);

/**
 * What a request needs to know about its member, their groups (sorted) and badges in one
 * statement: every signed-in request reads it.
 */
export async function findViewerRow(uid: number): Promise<ViewerRow | null> {
  const [row] = await viewerByUid().execute({ uid });
  return row ?? null;
}

export async function findUserBySlug(slug: string): Promise<UserRow | null> {
  const [row] = await getDb().select().from(users).where(eq(users.userslug, slug.toLowerCase()));
  return row ?? null;
}

/** By username (any case) or email (any case). */
export async function findUserByLogin(login: string): Promise<UserRow | null> {
  const value = login.trim().toLowerCase();
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${value} OR lower(${users.email}) = ${value}`)
    .limit(1);
  return row ?? null;
}

export async function usernameOrSlugTaken(username: string, slug: string, exceptUid?: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(
        sql`(lower(${users.username}) = ${username.toLowerCase()} OR ${users.userslug} = ${slug})`,
        exceptUid === undefined ? undefined : sql`${users.uid} <> ${exceptUid}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The usernames and full names of the staff (administrators and Global Moderators), but `exceptUid`. */
export async function staffNames(exceptUid?: number): Promise<Array<{ username: string; fullname: string }>> {
  return getDb()
    .selectDistinct({ username: users.username, fullname: users.fullname })
    .from(users)
    .innerJoin(groupMembers, eq(groupMembers.uid, users.uid))
    .where(
      and(
        sql`${groupMembers.groupName} IN ('administrators', 'Global Moderators')`,
        exceptUid === undefined ? undefined : sql`${users.uid} <> ${exceptUid}`,
      ),
    );
}

/** Whether another member's username looks like this one (same confusable skeleton). */
export async function usernameConfusable(username: string, exceptUid?: number): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(
        eq(users.usernameSkeleton, usernameSkeleton(username)),
        exceptUid === undefined ? undefined : sql`${users.uid} <> ${exceptUid}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Gives members from before skeletons their username's skeleton. One whose skeleton another
 * member already has keeps none (both accounts stay; neither name can be taken again).
 */
export async function fillUsernameSkeletons(log: (line: string) => void = () => undefined): Promise<void> {
  const missing = await getDb().select({ uid: users.uid, username: users.username }).from(users).where(isNull(users.usernameSkeleton));
  for (const row of missing) {
    const [updated] = await getDb()
      .update(users)
      .set({ usernameSkeleton: usernameSkeleton(row.username) })
      .where(
        and(
          eq(users.uid, row.uid),
          sql`NOT EXISTS (SELECT 1 FROM ${users} other WHERE other.username_skeleton = ${usernameSkeleton(row.username)})`,
        ),
      )
      .returning({ uid: users.uid })
      // Another instance starting at the same time filled it first.
      .catch(() => [{ uid: row.uid }]);
    if (!updated) log(`username "${row.username}" (uid ${row.uid}) looks like another member's; left without a skeleton`);
  }
}

/** Whether an upload at this address was made by this member (a picture must be their own). */
export async function ownsUpload(uid: number, url: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.uid, uid), eq(uploads.url, url), sql`${uploads.mime} LIKE 'image/%'`))
    .limit(1);
  return Boolean(row);
}

export async function emailTaken(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ uid: users.uid })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return Boolean(row);
}

/** The system groups (roles) exist: a role can be given before anyone holds it. */
export async function ensureSystemGroups(db: Executor = getDb()): Promise<void> {
  await db
    .insert(groups)
    .values(SYSTEM_GROUPS.map((g) => ({ ...g, system: true })))
    .onConflictDoNothing();
}

/**
 * Inserts a member. The first account on an empty database (remote members aside) becomes an administrator; an
 * advisory lock makes "first" exact when several sign-ups arrive at once.
 */
export async function insertUser(values: NewUserRow, extraGroups: string[] = []): Promise<UserRow> {
  return getDb().transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7301001)`);
    await ensureSystemGroups(tx);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(users).where(localMemberSql(users.remote));
    const [row] = await tx
      .insert(users)
      .values({ ...values, usernameSkeleton: usernameSkeleton(values.username) })
      .returning();
    const memberOf = new Set(extraGroups);
    if (count === 0) memberOf.add('administrators');
    if (memberOf.size) {
      await tx.insert(groupMembers).values([...memberOf].map((groupName) => ({ groupName, uid: row!.uid })));
    }
    return row!;
  });
}

export async function updateUser(uid: number, patch: Partial<NewUserRow>): Promise<UserRow | null> {
  const changes = patch.username === undefined ? patch : { ...patch, usernameSkeleton: usernameSkeleton(patch.username) };
  const [row] = await getDb().update(users).set(changes).where(eq(users.uid, uid)).returning();
  return row ?? null;
}

export async function addToGroup(uid: number, groupName: string): Promise<void> {
  await ensureSystemGroups();
  await getDb().insert(groupMembers).values({ groupName, uid }).onConflictDoNothing();
}

export async function badgesOf(uid: number): Promise<BadgeBrief[]> {
  return getDb()
    .select({ id: userBadges.id, badge: userBadges.badge, notified: userBadges.notified })
    .from(userBadges)
    .where(eq(userBadges.uid, uid))
    .orderBy(asc(userBadges.id));
}

type BadgeRow = typeof userBadges.$inferSelect;

export async function findBadge(id: number): Promise<BadgeRow | null> {
  const [row] = await getDb().select().from(userBadges).where(eq(userBadges.id, id));
  return row ?? null;
}

export async function markBadgeNotified(id: number): Promise<BadgeRow | null> {
  const [row] = await getDb().update(userBadges).set({ notified: true }).where(eq(userBadges.id, id)).returning();
  return row ?? null;
}

/** Idempotent: a badge the member already holds is left as it is (answers null). */
export async function insertBadge(uid: number, badge: string, notified = false): Promise<BadgeRow | null> {
  const [row] = await getDb().insert(userBadges).values({ uid, badge, notified }).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findUidByOAuth(provider: string, providerUserId: string): Promise<number | null> {
  const [row] = await getDb()
    .select({ uid: oauthAccounts.uid })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.providerUserId, providerUserId)));
  return row?.uid ?? null;
}

/** Links the identity to the member; false when it is already linked (to anyone). */
export async function linkOAuth(provider: string, providerUserId: string, uid: number): Promise<boolean> {
  const rows = await getDb()
    .insert(oauthAccounts)
    .values({ provider, providerUserId, uid })
    .onConflictDoNothing()
    .returning({ uid: oauthAccounts.uid });
  return rows.length > 0;
}

/** By e-mail address (any case). */
export async function findUserByEmail(email: string): Promise<UserRow | null> {
  const [row] = await getDb()
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

/** The member's identity at a provider, if one is linked. */
export async function oauthIdentityOf(provider: string, uid: number): Promise<string | null> {
  const [row] = await getDb()
    .select({ id: oauthAccounts.providerUserId })
    .from(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.uid, uid)))
    .limit(1);
  return row?.id ?? null;
}

export async function unlinkOAuth(provider: string, uid: number): Promise<number> {
  const gone = await getDb()
    .delete(oauthAccounts)
    .where(and(eq(oauthAccounts.provider, provider), eq(oauthAccounts.uid, uid)))
    .returning({ uid: oauthAccounts.uid });
  return gone.length;
}

/**
 * Marks the member's address confirmed, only while it is still `email` (issue 35): a link made
 * for an address the member no longer has confirms nothing. Answers whether it did.
 */
export async function markEmailConfirmed(uid: number, email: string): Promise<boolean> {
  const done = await getDb()
    .update(users)
    .set({ emailConfirmed: true })
    .where(and(eq(users.uid, uid), sql`lower(${users.email}) = ${email.toLowerCase()}`))
    .returning({ uid: users.uid });
  return done.length > 0;
}
