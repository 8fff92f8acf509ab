-- A project's topic_count counts its published, not deleted topics: the topics with a feed entry
-- (drizzle/0008 keeps one row per visible main post, with its projects in order). topic_projects,
-- which the count followed before, also holds drafts and deleted topics. The count follows the
-- feed entries' projects instead, and a project's activity (the `active` sort) moves when a
-- visible topic gains it (published, restored, created, or the project added), no longer when a
-- draft names it.
DROP TRIGGER IF EXISTS projects_topic_ins ON topic_projects;
--> statement-breakpoint
DROP TRIGGER IF EXISTS projects_topic_del ON topic_projects;
--> statement-breakpoint
DROP FUNCTION IF EXISTS projects_topic_rows();
--> statement-breakpoint
CREATE FUNCTION projects_feed_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projects p SET
    topic_count = greatest(p.topic_count + d.delta, 0),
    activity_at = CASE WHEN d.delta > 0 THEN greatest(p.activity_at, now()) ELSE p.activity_at END
  FROM (
    SELECT x.id, sum(x.delta)::int AS delta
    FROM (
      SELECT unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.projects END) AS id, -1 AS delta
      UNION ALL SELECT unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.projects END), 1
    ) x
    GROUP BY x.id
    HAVING sum(x.delta) <> 0
  ) d
  WHERE p.id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_feed_rows AFTER INSERT OR DELETE ON feed_entries
  FOR EACH ROW EXECUTE FUNCTION projects_feed_rows();
--> statement-breakpoint
-- The feed's refresh rewrites a row on every count change (votes, views): only a change of its
-- projects matters here.
CREATE TRIGGER projects_feed_moved AFTER UPDATE OF projects ON feed_entries
  FOR EACH ROW WHEN (OLD.projects IS DISTINCT FROM NEW.projects) EXECUTE FUNCTION projects_feed_rows();
--> statement-breakpoint
-- Recounts every project's topics from the feed entries (this migration's backfill, and the end
-- of feed_rebuild, which bulk loads call with the row triggers off).
CREATE FUNCTION projects_topic_rebuild() RETURNS void LANGUAGE sql AS $$
  WITH c AS (
    SELECT x.id, count(*)::int AS n, max(f.created_at) AS latest
    FROM feed_entries f CROSS JOIN unnest(f.projects) AS x(id)
    GROUP BY x.id
  )
  UPDATE projects p SET topic_count = coalesce(c.n, 0), activity_at = greatest(p.activity_at, c.latest)
  FROM projects q LEFT JOIN c ON c.id = q.id
  WHERE q.id = p.id AND (p.topic_count <> coalesce(c.n, 0) OR p.activity_at < c.latest);
$$;
--> statement-breakpoint
-- feed_rebuild (drizzle/0008) as before, with the projects' counts off during the refill and
-- recounted once at its end.
CREATE OR REPLACE FUNCTION feed_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE feed_entries DISABLE TRIGGER feed_entries_counts;
  ALTER TABLE feed_entries DISABLE TRIGGER projects_feed_rows;
  ALTER TABLE feed_entries DISABLE TRIGGER projects_feed_moved;
  DELETE FROM feed_entries;
  INSERT INTO feed_entries (pid, tid, uid, post_type, pinned, upvotes, postcount, viewcount, created_at,
                            tags, projects, search)
  SELECT p.pid, t.tid, p.uid, t.post_type, t.pinned, p.upvotes, t.postcount, t.viewcount, t.created_at,
         coalesce(g.tags, '{}'), coalesce(j.projects, '{}'), p.search
  FROM topics t
  JOIN posts p ON p.pid = t.main_pid
  LEFT JOIN (SELECT tid, array_agg(tag ORDER BY position, tag) AS tags FROM topic_tags GROUP BY tid) g ON g.tid = t.tid
  LEFT JOIN (SELECT tid, array_agg(project_id ORDER BY position, project_id) AS projects FROM topic_projects GROUP BY tid) j
    ON j.tid = t.tid
  WHERE p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft;
  DELETE FROM feed_counts;
  INSERT INTO feed_counts (post_type, tag, n)
  SELECT post_type, '', count(*)::int FROM feed_entries GROUP BY post_type
  UNION ALL
  SELECT f.post_type, x.tag, count(*)::int FROM feed_entries f, unnest(f.tags) AS x(tag) GROUP BY f.post_type, x.tag;
  ALTER TABLE feed_entries ENABLE TRIGGER feed_entries_counts;
  ALTER TABLE feed_entries ENABLE TRIGGER projects_feed_rows;
  ALTER TABLE feed_entries ENABLE TRIGGER projects_feed_moved;
  PERFORM projects_topic_rebuild();
END $$;
--> statement-breakpoint
SELECT projects_topic_rebuild();
