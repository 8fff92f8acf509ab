CREATE TABLE "event_entries" (
	"id" integer PRIMARY KEY NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration" integer NOT NULL,
	"ended_at" timestamp with time zone,
	"lifecycle" text NOT NULL,
	"event_type" text NOT NULL,
	"search_result_order" integer NOT NULL,
	"upvote_count" integer NOT NULL,
	"tags" text[] NOT NULL,
	"projects" integer[] NOT NULL,
	"search" "tsvector"
);
--> statement-breakpoint
CREATE INDEX "event_entries_latest_pinned_idx" ON "event_entries" USING btree ("search_result_order","starts_at","id") INCLUDE ("lifecycle","ended_at","duration");--> statement-breakpoint
CREATE INDEX "event_entries_latest_idx" ON "event_entries" USING btree ("starts_at","id") INCLUDE ("search_result_order","upvote_count","tags","lifecycle","ended_at","duration");--> statement-breakpoint
CREATE INDEX "event_entries_soonest_idx" ON "event_entries" USING btree ("search_result_order" DESC NULLS FIRST,"starts_at","id") WHERE lifecycle <> 'ended';--> statement-breakpoint
CREATE INDEX "event_entries_popular_pinned_idx" ON "event_entries" USING btree ("search_result_order","upvote_count","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_entries_popular_idx" ON "event_entries" USING btree ("upvote_count","starts_at","id");--> statement-breakpoint
CREATE INDEX "event_entries_search_idx" ON "event_entries" USING gin ("search");--> statement-breakpoint
CREATE INDEX "event_entries_tags_idx" ON "event_entries" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "event_entries_projects_idx" ON "event_entries" USING gin ("projects");--> statement-breakpoint
-- Hand-written below (drizzle-kit makes no functions or triggers, and no INCLUDE above): a
-- published event's row, kept by a row trigger on events, so every write path (the app, the demo,
-- the benchmark's load, a moderator's SQL) keeps it right in the same transaction. An update that
-- changes nothing the search reads (view counts, seats, texts not searched) fires nothing.
CREATE FUNCTION event_entries_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (NEW.id <> OLD.id OR NEW.event_status <> 'published')) THEN
    DELETE FROM event_entries WHERE id = OLD.id;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.event_status = 'published' THEN
    INSERT INTO event_entries AS e (id, starts_at, duration, ended_at, lifecycle, event_type, search_result_order,
                                    upvote_count, tags, projects, search)
    VALUES (NEW.id, NEW.starts_at, NEW.duration, NEW.ended_at, NEW.lifecycle, NEW.event_type, NEW.search_result_order,
            NEW.upvote_count, NEW.tags, NEW.projects, NEW.search)
    ON CONFLICT (id) DO UPDATE SET
      starts_at = excluded.starts_at, duration = excluded.duration, ended_at = excluded.ended_at,
      lifecycle = excluded.lifecycle, event_type = excluded.event_type,
      search_result_order = excluded.search_result_order, upvote_count = excluded.upvote_count,
      tags = excluded.tags, projects = excluded.projects, search = excluded.search;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER event_entries_written AFTER INSERT OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION event_entries_changed();
--> statement-breakpoint
CREATE TRIGGER event_entries_moved AFTER UPDATE ON events FOR EACH ROW
  WHEN ((OLD.id, OLD.event_status, OLD.starts_at, OLD.duration, OLD.ended_at, OLD.lifecycle, OLD.event_type,
         OLD.search_result_order, OLD.upvote_count, OLD.tags, OLD.projects, OLD.search)
        IS DISTINCT FROM
        (NEW.id, NEW.event_status, NEW.starts_at, NEW.duration, NEW.ended_at, NEW.lifecycle, NEW.event_type,
         NEW.search_result_order, NEW.upvote_count, NEW.tags, NEW.projects, NEW.search))
  EXECUTE FUNCTION event_entries_changed();
--> statement-breakpoint
-- Refills the rows from events (this migration's backfill; a bulk load that writes with triggers
-- off calls it too).
CREATE FUNCTION event_entries_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM event_entries;
  INSERT INTO event_entries (id, starts_at, duration, ended_at, lifecycle, event_type, search_result_order,
                             upvote_count, tags, projects, search)
  SELECT id, starts_at, duration, ended_at, lifecycle, event_type, search_result_order,
         upvote_count, tags, projects, search
  FROM events WHERE event_status = 'published';
$$;
--> statement-breakpoint
SELECT event_entries_rebuild();
--> statement-breakpoint
ANALYZE event_entries;
