CREATE TABLE "event_counts" (
	"event_type" text NOT NULL,
	"tag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "event_counts_event_type_tag_pk" PRIMARY KEY("event_type","tag")
);
--> statement-breakpoint
CREATE TABLE "feed_tag_pairs" (
	"post_type" text NOT NULL,
	"tag" text NOT NULL,
	"cotag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "feed_tag_pairs_post_type_tag_cotag_pk" PRIMARY KEY("post_type","tag","cotag")
);
--> statement-breakpoint
-- Hand-written below (drizzle-kit does not make functions, triggers or INCLUDE columns): counts the
-- events search and the feed's tag filter read instead of counting rows per request, kept by row
-- triggers in the same transaction as the write (docs/DECISIONS.md), as feed_counts (drizzle/0008).
-- event_counts: how many published events per event type (tag '') and per type and tag. One
-- statement, keys in order (concurrent writers lock the count rows in the same order).
CREATE FUNCTION event_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO event_counts AS c (event_type, tag, n)
  SELECT d.event_type, d.tag, sum(d.delta)::int
  FROM (
    SELECT OLD.event_type AS event_type, '' AS tag, -1 AS delta WHERE TG_OP <> 'INSERT' AND OLD.event_status = 'published'
    UNION ALL SELECT OLD.event_type, x, -1
      FROM unnest(CASE WHEN TG_OP <> 'INSERT' AND OLD.event_status = 'published' THEN OLD.tags END) x
    UNION ALL SELECT NEW.event_type, '', 1 WHERE TG_OP <> 'DELETE' AND NEW.event_status = 'published'
    UNION ALL SELECT NEW.event_type, x, 1
      FROM unnest(CASE WHEN TG_OP <> 'DELETE' AND NEW.event_status = 'published' THEN NEW.tags END) x
  ) d
  GROUP BY d.event_type, d.tag
  HAVING sum(d.delta) <> 0
  ORDER BY d.event_type, d.tag
  ON CONFLICT (event_type, tag) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_counts AFTER INSERT OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION event_counts_changed();
--> statement-breakpoint
CREATE TRIGGER event_counts_moved AFTER UPDATE OF event_status, event_type, tags ON events
  FOR EACH ROW WHEN ((OLD.event_status = 'published') IS DISTINCT FROM (NEW.event_status = 'published')
    OR (NEW.event_status = 'published' AND (OLD.event_type IS DISTINCT FROM NEW.event_type OR OLD.tags IS DISTINCT FROM NEW.tags)))
  EXECUTE FUNCTION event_counts_changed();
--> statement-breakpoint
-- Recounts from the events (this migration's backfill; a bulk load that writes events with the
-- triggers off calls it after).
CREATE FUNCTION event_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_counts;
  INSERT INTO event_counts (event_type, tag, n)
  SELECT event_type, '', count(*)::int FROM events WHERE event_status = 'published' GROUP BY event_type
  UNION ALL
  SELECT e.event_type, x, count(*)::int FROM events e, unnest(e.tags) AS x WHERE e.event_status = 'published' GROUP BY e.event_type, x;
$$;
--> statement-breakpoint
SELECT event_counts_rebuild();
--> statement-breakpoint
-- feed_tag_pairs: how many feed entries per post type carry both tags of a pair (each tag paired
-- with itself too), so the facets of a one-tag filter are read, not counted from its entries.
CREATE FUNCTION feed_tag_pairs_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feed_tag_pairs AS c (post_type, tag, cotag, n)
  SELECT d.post_type, d.tag, d.cotag, sum(d.delta)::int
  FROM (
    SELECT OLD.post_type AS post_type, a AS tag, b AS cotag, -1 AS delta
      FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.tags END) a, unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.tags END) b
    UNION ALL SELECT NEW.post_type, a, b, 1
      FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.tags END) a, unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.tags END) b
  ) d
  GROUP BY d.post_type, d.tag, d.cotag
  HAVING sum(d.delta) <> 0
  ORDER BY d.post_type, d.tag, d.cotag
  ON CONFLICT (post_type, tag, cotag) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER feed_tag_pairs AFTER INSERT OR DELETE ON feed_entries
  FOR EACH ROW EXECUTE FUNCTION feed_tag_pairs_changed();
--> statement-breakpoint
CREATE TRIGGER feed_tag_pairs_moved AFTER UPDATE OF post_type, tags ON feed_entries
  FOR EACH ROW WHEN (OLD.post_type IS DISTINCT FROM NEW.post_type OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION feed_tag_pairs_changed();
--> statement-breakpoint
CREATE FUNCTION feed_tag_pairs_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM feed_tag_pairs;
  INSERT INTO feed_tag_pairs (post_type, tag, cotag, n)
  SELECT f.post_type, a, b, count(*)::int FROM feed_entries f, unnest(f.tags) AS a, unnest(f.tags) AS b
  GROUP BY f.post_type, a, b;
$$;
--> statement-breakpoint
-- feed_rebuild (drizzle/0019) as before, with the pairs' trigger off during the refill and the
-- pairs recounted once at its end.
CREATE OR REPLACE FUNCTION feed_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ALTER TABLE feed_entries DISABLE TRIGGER feed_entries_counts;
  ALTER TABLE feed_entries DISABLE TRIGGER projects_feed_rows;
  ALTER TABLE feed_entries DISABLE TRIGGER projects_feed_moved;
  ALTER TABLE feed_entries DISABLE TRIGGER feed_tag_pairs;
  ALTER TABLE feed_entries DISABLE TRIGGER feed_tag_pairs_moved;
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
  ALTER TABLE feed_entries ENABLE TRIGGER feed_tag_pairs;
  ALTER TABLE feed_entries ENABLE TRIGGER feed_tag_pairs_moved;
  PERFORM projects_topic_rebuild();
  PERFORM feed_tag_pairs_rebuild();
END $$;
--> statement-breakpoint
SELECT feed_tag_pairs_rebuild();
--> statement-breakpoint
-- The events search's range of start times (the next 30 days) counts its matches and their tags
-- from the latest-first index alone (an index-only scan), not from up to 1,000 event rows.
DROP INDEX "events_latest_idx";
--> statement-breakpoint
CREATE INDEX "events_latest_idx" ON "events" USING btree ("starts_at","id") INCLUDE ("search_result_order","upvote_count","tags")
  WHERE event_status = 'published';
