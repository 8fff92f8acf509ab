import { sql, type SQL } from 'drizzle-orm';
import { getDb } from '../db';

/**
 * The write side of community activity: recomputes the daily rollups (`activity_days`,
 * `activity_members`, and lowers `activity_firsts`, each member's first day) of a range of UTC days from posts, votes, event registrations and page
 * views, for the whole site (project 0) and every project. A post, a vote and a registration
 * count for the site and for each project of their topic or event; a page view for the site and,
 * under `/projects/{id}`, for that project. One transaction per range: the range's rows are
 * replaced, so running it twice gives the same rows.
 */

const dayOf = (column: SQL): SQL => sql`(${column} AT TIME ZONE 'UTC')::date`;

/** The scopes of a topic `t`: the site (0) and its projects. */
const topicScopes = sql`LATERAL (SELECT 0 UNION ALL SELECT j.project_id FROM topic_projects j WHERE j.tid = t.tid) s(project_id)`;

/** Recomputes the rollups of the days from `fromDay` to `toDay` (inclusive, YYYY-MM-DD). */
export async function recomputeDays(fromDay: string, toDay: string): Promise<void> {
  const start = sql`(${fromDay}::date)::timestamp AT TIME ZONE 'UTC'`;
  const end = sql`((${toDay}::date + 1)::timestamp) AT TIME ZONE 'UTC'`;
  const faqAnswer = sql`(t.post_type = 'faq' AND NOT p.is_main_post AND p.to_pid = t.main_pid)`;
  await getDb().transaction(async (tx) => {
    // Compiling this one statement costs more than it saves.
    await tx.execute(sql`SET LOCAL jit = off`);
    await tx.execute(sql`DELETE FROM activity_members WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`);
    await tx.execute(sql`DELETE FROM activity_days WHERE day BETWEEN ${fromDay}::date AND ${toDay}::date`);
    await tx.execute(sql`
      WITH acts AS MATERIALIZED (
        SELECT s.project_id, ${dayOf(sql`p.created_at`)} AS day, p.uid, 1 AS posts,
          (CASE WHEN t.post_type = 'faq' AND p.is_main_post THEN 1 ELSE 0 END) AS questions,
          (CASE WHEN ${faqAnswer} THEN 1 ELSE 0 END) AS answers,
          (CASE WHEN ${faqAnswer} AND EXISTS (SELECT 1 FROM posts m WHERE m.pid = t.main_pid AND m.aid = p.pid) THEN 1 ELSE 0 END) AS accepted,
          0 AS views
        FROM posts p JOIN topics t ON t.tid = p.tid CROSS JOIN ${topicScopes}
        WHERE p.created_at >= ${start} AND p.created_at < ${end} AND NOT p.deleted AND NOT t.deleted AND NOT t.draft
        UNION ALL
        SELECT s.project_id, ${dayOf(sql`v.created_at`)}, v.uid, 0, 0, 0, 0, 0
        FROM votes v JOIN posts p ON p.pid = v.pid JOIN topics t ON t.tid = p.tid CROSS JOIN ${topicScopes}
        WHERE v.created_at >= ${start} AND v.created_at < ${end} AND NOT t.deleted AND NOT t.draft
        UNION ALL
        SELECT s.project_id, ${dayOf(sql`r.created_at`)}, r.uid, 0, 0, 0, 0, 0
        FROM event_registrations r JOIN events e ON e.id = r.event_id
          CROSS JOIN LATERAL (SELECT 0 UNION ALL SELECT unnest(e.projects)) s(project_id)
        WHERE r.created_at >= ${start} AND r.created_at < ${end} AND e.event_status = 'published'
        UNION ALL
        SELECT s.project_id, ${dayOf(sql`v.created_at`)}, v.uid, 0, 0, 0, 0, 1
        FROM page_views v
          CROSS JOIN LATERAL (
            SELECT 0 UNION ALL
            SELECT pr.id FROM projects pr WHERE pr.id = (substring(v.path FROM '^/projects/([0-9]{1,9})(?:/|$)'))::integer
          ) s(project_id)
        WHERE v.created_at >= ${start} AND v.created_at < ${end}
      ), members AS (
        INSERT INTO activity_members (project_id, day, uid, posts, answers, accepted)
        SELECT project_id, day, uid, sum(posts), sum(answers), sum(accepted) FROM acts
        WHERE uid IS NOT NULL
        GROUP BY project_id, day, uid
      ), firsts AS (
        INSERT INTO activity_firsts (project_id, uid, first_day)
        SELECT project_id, uid, min(day) FROM acts WHERE uid IS NOT NULL GROUP BY project_id, uid
        ON CONFLICT (project_id, uid) DO UPDATE SET first_day = excluded.first_day
          WHERE activity_firsts.first_day > excluded.first_day
      )
      INSERT INTO activity_days (project_id, day, posts, questions, answers, page_views, active_members)
      SELECT project_id, day, sum(posts), sum(questions), sum(answers), sum(views), count(DISTINCT uid)
      FROM acts GROUP BY project_id, day`);
  });
}

/** The last day the rollups hold (null: none yet) and the first day anything happened. */
export async function rollupBounds(): Promise<{ lastDay: string | null; firstActivity: string | null }> {
  const { rows } = await getDb().execute<{ last_day: string | null; first_activity: string | null }>(sql`
    SELECT (SELECT to_char(max(day), 'YYYY-MM-DD') FROM activity_days) AS last_day,
      to_char(${dayOf(sql`least(
        (SELECT min(created_at) FROM posts), (SELECT min(created_at) FROM votes),
        (SELECT min(created_at) FROM event_registrations), (SELECT min(created_at) FROM page_views))`)}, 'YYYY-MM-DD') AS first_activity`);
  return { lastDay: rows[0]?.last_day ?? null, firstActivity: rows[0]?.first_activity ?? null };
}

