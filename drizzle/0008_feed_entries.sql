CREATE TABLE "feed_counts" (
	"post_type" text NOT NULL,
	"tag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "feed_counts_post_type_tag_pk" PRIMARY KEY("post_type","tag")
);
--> statement-breakpoint
CREATE TABLE "feed_entries" (
	"pid" integer PRIMARY KEY NOT NULL,
	"tid" integer NOT NULL,
	"uid" integer,
	"post_type" text NOT NULL,
	"pinned" integer NOT NULL,
	"upvotes" integer NOT NULL,
	"postcount" integer NOT NULL,
	"viewcount" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"tags" text[] NOT NULL,
	"projects" integer[] NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE INDEX "feed_entries_recent_pinned_idx" ON "feed_entries" USING btree ("pinned","created_at","pid");--> statement-breakpoint
CREATE INDEX "feed_entries_recent_idx" ON "feed_entries" USING btree ("created_at","pid");--> statement-breakpoint
CREATE INDEX "feed_entries_popular_pinned_idx" ON "feed_entries" USING btree ("pinned","upvotes","postcount","viewcount","created_at","pid");--> statement-breakpoint
CREATE INDEX "feed_entries_popular_idx" ON "feed_entries" USING btree ("upvotes","postcount","viewcount","created_at","pid");--> statement-breakpoint
CREATE INDEX "feed_entries_tid_idx" ON "feed_entries" USING btree ("tid");--> statement-breakpoint
CREATE INDEX "feed_entries_uid_idx" ON "feed_entries" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "feed_entries_tags_idx" ON "feed_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "feed_entries_projects_idx" ON "feed_entries" USING gin ("projects");--> statement-breakpoint
CREATE INDEX "feed_entries_search_idx" ON "feed_entries" USING gin ("search");--> statement-breakpoint
-- Hand-written below (drizzle-kit does not make functions or triggers): the feed's rows are kept
-- by triggers, so every write path (the app's transactions, the demo, the benchmark load, a
-- moderator's SQL) keeps them right in the same transaction (docs/DECISIONS.md).
CREATE FUNCTION feed_refresh(p_tid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- A row exists exactly while the topic's main post is visible.
  DELETE FROM feed_entries f
  WHERE f.tid = p_tid
    AND NOT EXISTS (
      SELECT 1 FROM topics t JOIN posts p ON p.pid = t.main_pid
      WHERE t.tid = p_tid AND p.pid = f.pid AND p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft);
  INSERT INTO feed_entries AS f (pid, tid, uid, post_type, pinned, upvotes, postcount, viewcount, created_at,
                                 tags, projects, search)
  SELECT p.pid, t.tid, p.uid, t.post_type, t.pinned, p.upvotes, t.postcount, t.viewcount, t.created_at,
         coalesce((SELECT array_agg(g.tag ORDER BY g.position, g.tag) FROM topic_tags g WHERE g.tid = t.tid), '{}'),
         coalesce((SELECT array_agg(j.project_id ORDER BY j.position, j.project_id) FROM topic_projects j WHERE j.tid = t.tid), '{}'),
         p.search
  FROM topics t JOIN posts p ON p.pid = t.main_pid
  WHERE t.tid = p_tid AND p.is_main_post AND NOT p.deleted AND NOT t.deleted AND NOT t.draft
  ON CONFLICT (pid) DO UPDATE SET
    tid = excluded.tid, uid = excluded.uid, post_type = excluded.post_type, pinned = excluded.pinned,
    upvotes = excluded.upvotes, postcount = excluded.postcount, viewcount = excluded.viewcount,
    created_at = excluded.created_at, tags = excluded.tags,
    projects = excluded.projects, search = excluded.search
  WHERE (f.tid, f.uid, f.post_type, f.pinned, f.upvotes, f.postcount, f.viewcount, f.created_at,
         f.tags, f.projects, f.search)
    IS DISTINCT FROM
        (excluded.tid, excluded.uid, excluded.post_type, excluded.pinned, excluded.upvotes, excluded.postcount,
         excluded.viewcount, excluded.created_at, excluded.tags, excluded.projects,
         excluded.search);
END $$;
--> statement-breakpoint
CREATE FUNCTION feed_posts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.is_main_post THEN PERFORM feed_refresh(OLD.tid); END IF;
  IF TG_OP <> 'DELETE' AND NEW.is_main_post AND (TG_OP = 'INSERT' OR NEW.tid <> OLD.tid OR NOT OLD.is_main_post) THEN
    PERFORM feed_refresh(NEW.tid);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- topics, topic_tags and topic_projects: the same shape (a tid column).
CREATE FUNCTION feed_topic_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM feed_refresh(OLD.tid); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.tid <> OLD.tid) THEN PERFORM feed_refresh(NEW.tid); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- feed_counts follows feed_entries: one statement, keys in order (concurrent writers lock the
-- count rows in the same order).
CREATE FUNCTION feed_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_counts AS c (post_type, tag, n)
  SELECT d.post_type, d.tag, sum(d.delta)::int
  FROM (
    SELECT OLD.post_type AS post_type, '' AS tag, -1 AS delta WHERE TG_OP <> 'INSERT'
    UNION ALL SELECT OLD.post_type, x, -1 FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.tags END) x
    UNION ALL SELECT NEW.post_type, '', 1 WHERE TG_OP <> 'DELETE'
    UNION ALL SELECT NEW.post_type, x, 1 FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.tags END) x
  ) d
  GROUP BY d.post_type, d.tag
  HAVING sum(d.delta) <> 0
  ORDER BY d.post_type, d.tag
  ON CONFLICT (post_type, tag) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Refills both tables from the source tables (this migration's backfill; the benchmark load,
-- which writes with triggers off, calls it too).
CREATE FUNCTION feed_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE feed_entries DISABLE TRIGGER feed_entries_counts;
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
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_entries_counts AFTER INSERT OR DELETE OR UPDATE OF post_type, tags ON feed_entries
  FOR EACH ROW EXECUTE FUNCTION feed_counts_changed();
--> statement-breakpoint
CREATE TRIGGER feed_posts AFTER INSERT OR DELETE OR UPDATE OF tid, uid, is_main_post, upvotes, deleted, search
  ON posts FOR EACH ROW EXECUTE FUNCTION feed_posts_changed();
--> statement-breakpoint
CREATE TRIGGER feed_topics AFTER INSERT OR DELETE OR UPDATE OF tid, main_pid, post_type, pinned, deleted, draft, postcount,
  viewcount, created_at ON topics FOR EACH ROW EXECUTE FUNCTION feed_topic_changed();
--> statement-breakpoint
CREATE TRIGGER feed_topic_tags AFTER INSERT OR DELETE OR UPDATE ON topic_tags
  FOR EACH ROW EXECUTE FUNCTION feed_topic_changed();
--> statement-breakpoint
CREATE TRIGGER feed_topic_projects AFTER INSERT OR DELETE OR UPDATE ON topic_projects
  FOR EACH ROW EXECUTE FUNCTION feed_topic_changed();
--> statement-breakpoint
-- Backfill for an existing database.
SELECT feed_rebuild();
