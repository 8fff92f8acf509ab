import { count, desc, gt, sql } from 'drizzle-orm';
import { getDb } from '../db';
import { pageViews } from '../db/schema';

/** Data access for page views. */

export async function insertPageView(values: { path: string; uid: number | null; referrer: string | null }) {
  await getDb().insert(pageViews).values(values);
}

/** The most viewed paths of the last `days` days, and the number of views in that time. */
export async function topPaths(days: number, limit: number) {
  const since = gt(pageViews.createdAt, sql`now() - make_interval(days => ${days})`);
  const db = getDb();
  const views = count();
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ path: pageViews.path, count: views })
      .from(pageViews)
      .where(since)
      .groupBy(pageViews.path)
      .orderBy(desc(views), pageViews.path)
      .limit(limit),
    db.select({ total: count() }).from(pageViews).where(since),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function countPageViews(): Promise<number> {
  const [row] = await getDb().select({ total: count() }).from(pageViews);
  return row?.total ?? 0;
}

export async function insertPageViews(values: Array<{ path: string; uid: number | null; createdAt: Date }>) {
  if (values.length) await getDb().insert(pageViews).values(values);
}
