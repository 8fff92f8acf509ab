CREATE TABLE "tag_counts" (
	"source" text NOT NULL,
	"tag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "tag_counts_source_tag_pk" PRIMARY KEY("source","tag")
);
--> statement-breakpoint
CREATE INDEX "tag_counts_prefix_idx" ON "tag_counts" USING btree ("tag" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tag_counts_trgm_idx" ON "tag_counts" USING gin ("tag" gin_trgm_ops);--> statement-breakpoint
-- Hand-written below (drizzle-kit does not make functions or triggers): how many published events
-- and visible projects carry each tag, kept by row triggers on both tables in the same transaction
-- as the write, so tag suggestions and /explore read a few hundred count rows instead of unnesting
-- every event's and project's tags (docs/DECISIONS.md). A tag no longer carried keeps its row with
-- n = 0; readers ask for n > 0.
-- Moves one row's tags from p_old to p_new (NULL: the row was or is not counted). One statement,
-- keys in order (concurrent writers lock the count rows in the same order).
CREATE FUNCTION tag_counts_move(p_source text, p_old text[], p_new text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO tag_counts AS c (source, tag, n)
  SELECT p_source, d.tag, sum(d.delta)::int
  FROM (
    SELECT x AS tag, -1 AS delta FROM unnest(p_old) AS x
    UNION ALL SELECT x, 1 FROM unnest(p_new) AS x
  ) d
  GROUP BY d.tag
  HAVING sum(d.delta) <> 0
  ORDER BY d.tag
  ON CONFLICT (source, tag) DO UPDATE SET n = c.n + excluded.n;
$$;
--> statement-breakpoint
-- An event counts while it is published.
CREATE FUNCTION tag_counts_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tag_counts_move('event',
    CASE WHEN TG_OP <> 'INSERT' AND OLD.event_status = 'published' THEN OLD.tags END,
    CASE WHEN TG_OP <> 'DELETE' AND NEW.event_status = 'published' THEN NEW.tags END);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A project counts while it is not hidden.
CREATE FUNCTION tag_counts_projects() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM tag_counts_move('project',
    CASE WHEN TG_OP <> 'INSERT' AND NOT OLD.hidden THEN OLD.tags END,
    CASE WHEN TG_OP <> 'DELETE' AND NOT NEW.hidden THEN NEW.tags END);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tag_counts_events AFTER INSERT OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION tag_counts_events();
--> statement-breakpoint
CREATE TRIGGER tag_counts_events_moved AFTER UPDATE OF event_status, tags ON events
  FOR EACH ROW WHEN ((OLD.event_status = 'published') IS DISTINCT FROM (NEW.event_status = 'published') OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION tag_counts_events();
--> statement-breakpoint
CREATE TRIGGER tag_counts_projects AFTER INSERT OR DELETE ON projects
  FOR EACH ROW EXECUTE FUNCTION tag_counts_projects();
--> statement-breakpoint
CREATE TRIGGER tag_counts_projects_moved AFTER UPDATE OF hidden, tags ON projects
  FOR EACH ROW WHEN (OLD.hidden IS DISTINCT FROM NEW.hidden OR OLD.tags IS DISTINCT FROM NEW.tags)
  EXECUTE FUNCTION tag_counts_projects();
--> statement-breakpoint
-- Recounts every tag from the events and projects (this migration's backfill; a bulk load that
-- writes with the triggers off calls it after).
CREATE FUNCTION tag_counts_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM tag_counts;
  INSERT INTO tag_counts (source, tag, n)
  SELECT 'event', x, count(*)::int FROM events, unnest(tags) AS x WHERE event_status = 'published' GROUP BY x
  UNION ALL
  SELECT 'project', x, count(*)::int FROM projects, unnest(tags) AS x WHERE NOT hidden GROUP BY x;
$$;
--> statement-breakpoint
SELECT tag_counts_rebuild();
