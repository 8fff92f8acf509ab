CREATE TABLE "conferences" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_uid" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conferences_status_check" CHECK ("conferences"."status" IN ('active', 'archived'))
);
--> statement-breakpoint
CREATE TABLE "event_bookmarks" (
	"event_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_bookmarks_event_id_uid_pk" PRIMARY KEY("event_id","uid")
);
--> statement-breakpoint
CREATE TABLE "event_organizers" (
	"event_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"role" text DEFAULT 'host' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_organizers_event_id_uid_pk" PRIMARY KEY("event_id","uid"),
	CONSTRAINT "event_organizers_role_check" CHECK ("event_organizers"."role" IN ('host'))
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"status" text NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_status_check" CHECK ("event_registrations"."status" IN ('participant', 'waitlisted'))
);
--> statement-breakpoint
CREATE TABLE "event_votes" (
	"event_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_votes_event_id_uid_pk" PRIMARY KEY("event_id","uid")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"creator_uid" integer,
	"conference_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"duration" integer DEFAULT 60 NOT NULL,
	"lifecycle" text DEFAULT 'scheduled' NOT NULL,
	"event_status" text DEFAULT 'draft' NOT NULL,
	"event_type" text DEFAULT 'webinar' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"audience_start_at" timestamp with time zone,
	"backstage_start_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"no_of_seats" integer DEFAULT 0 NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	"waitlist_count" integer DEFAULT 0 NOT NULL,
	"enable_discussion" boolean DEFAULT true NOT NULL,
	"comment_tid" integer,
	"comment_main_pid" integer,
	"recording_status" text DEFAULT 'not_available' NOT NULL,
	"recording_url" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thumbnails" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_result_order" integer DEFAULT 0 NOT NULL,
	"upvote_count" integer DEFAULT 0 NOT NULL,
	"bookmark_count" integer DEFAULT 0 NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"projects" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"search" "tsvector",
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_lifecycle_check" CHECK ("events"."lifecycle" IN ('scheduled', 'live', 'ended', 'cancelled')),
	CONSTRAINT "events_status_check" CHECK ("events"."event_status" IN ('draft', 'published', 'unpublished', 'deleted')),
	CONSTRAINT "events_type_check" CHECK ("events"."event_type" IN ('webinar', 'ama', 'tutorial', 'live_coding', 'announcement')),
	CONSTRAINT "events_recording_status_check" CHECK ("events"."recording_status" IN ('not_available', 'processing', 'available')),
	CONSTRAINT "events_search_order_check" CHECK ("events"."search_result_order" IN (0, 1)),
	CONSTRAINT "events_duration_check" CHECK ("events"."duration" >= 1),
	CONSTRAINT "events_seats_check" CHECK ("events"."no_of_seats" >= 0 AND "events"."seats_taken" >= 0 AND "events"."waitlist_count" >= 0),
	CONSTRAINT "events_counts_check" CHECK ("events"."upvote_count" >= 0 AND "events"."bookmark_count" >= 0 AND "events"."view_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"poll_id" integer NOT NULL,
	"text" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "poll_options_votes_check" CHECK ("poll_options"."votes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "poll_votes" (
	"poll_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"option_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "poll_votes_poll_id_uid_pk" PRIMARY KEY("poll_id","uid")
);
--> statement-breakpoint
CREATE TABLE "polls" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"creator_uid" integer,
	"text" text NOT NULL,
	"closed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conferences" ADD CONSTRAINT "conferences_creator_uid_users_uid_fk" FOREIGN KEY ("creator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookmarks" ADD CONSTRAINT "event_bookmarks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_bookmarks" ADD CONSTRAINT "event_bookmarks_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_organizers" ADD CONSTRAINT "event_organizers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_registrations" ADD CONSTRAINT "event_registrations_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_votes" ADD CONSTRAINT "event_votes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_uid_users_uid_fk" FOREIGN KEY ("creator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_conference_id_conferences_id_fk" FOREIGN KEY ("conference_id") REFERENCES "public"."conferences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_comment_tid_topics_tid_fk" FOREIGN KEY ("comment_tid") REFERENCES "public"."topics"("tid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_options" ADD CONSTRAINT "poll_options_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_poll_id_polls_id_fk" FOREIGN KEY ("poll_id") REFERENCES "public"."polls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "poll_votes" ADD CONSTRAINT "poll_votes_option_id_poll_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."poll_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "polls" ADD CONSTRAINT "polls_creator_uid_users_uid_fk" FOREIGN KEY ("creator_uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conferences_creator_idx" ON "conferences" USING btree ("creator_uid");--> statement-breakpoint
CREATE INDEX "event_bookmarks_uid_created_idx" ON "event_bookmarks" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "event_organizers_uid_idx" ON "event_organizers" USING btree ("uid","event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_event_uid_idx" ON "event_registrations" USING btree ("event_id","uid");--> statement-breakpoint
CREATE INDEX "event_registrations_event_status_idx" ON "event_registrations" USING btree ("event_id","status","id");--> statement-breakpoint
CREATE INDEX "event_registrations_uid_idx" ON "event_registrations" USING btree ("uid","created_at");--> statement-breakpoint
CREATE INDEX "event_votes_uid_idx" ON "event_votes" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "events_latest_pinned_idx" ON "events" USING btree ("search_result_order","starts_at","id") WHERE event_status = 'published';--> statement-breakpoint
CREATE INDEX "events_latest_idx" ON "events" USING btree ("starts_at","id") WHERE event_status = 'published';--> statement-breakpoint
CREATE INDEX "events_popular_pinned_idx" ON "events" USING btree ("search_result_order","upvote_count","starts_at","id") WHERE event_status = 'published';--> statement-breakpoint
CREATE INDEX "events_popular_idx" ON "events" USING btree ("upvote_count","starts_at","id") WHERE event_status = 'published';--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin ("search");--> statement-breakpoint
CREATE INDEX "events_tags_idx" ON "events" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "events_projects_idx" ON "events" USING gin ("projects");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator_uid");--> statement-breakpoint
CREATE INDEX "events_conference_idx" ON "events" USING btree ("conference_id");--> statement-breakpoint
CREATE INDEX "events_status_starts_idx" ON "events" USING btree ("event_status","starts_at");--> statement-breakpoint
CREATE INDEX "poll_options_poll_idx" ON "poll_options" USING btree ("poll_id","position");--> statement-breakpoint
CREATE INDEX "poll_votes_option_idx" ON "poll_votes" USING btree ("option_id");--> statement-breakpoint
CREATE INDEX "polls_event_idx" ON "polls" USING btree ("event_id");--> statement-breakpoint
-- The events search's full-text vector (title A, summary and tags B, description C), written on
-- every insert and on updates of those columns, whatever writes the row.
CREATE OR REPLACE FUNCTION events_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(NEW.summary, '') || ' ' || array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER events_search_ins BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_search_vector();
--> statement-breakpoint
CREATE TRIGGER events_search_upd BEFORE UPDATE OF title, summary, description, tags ON events FOR EACH ROW EXECUTE FUNCTION events_search_vector();
--> statement-breakpoint
-- Page cache invalidation (as drizzle/0009_page_cache_notify.sql does for topics): a committed
-- change to what an event page or the events list shows notifies `events event:{id} ...`
-- (server/cache/). An update that only counts views (events.view_count) notifies nothing.
CREATE OR REPLACE FUNCTION page_cache_event_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'events' THEN
      SELECT array_agg(DISTINCT n.id) INTO ids FROM page_cache_new n JOIN page_cache_old o ON o.id = n.id
        WHERE (to_jsonb(n) - 'view_count') IS DISTINCT FROM (to_jsonb(o) - 'view_count');
    ELSE
      SELECT array_agg(DISTINCT event_id) INTO ids FROM (
        SELECT event_id FROM page_cache_new UNION SELECT event_id FROM page_cache_old
      ) changed WHERE event_id IS NOT NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    IF TG_TABLE_NAME = 'events' THEN
      SELECT array_agg(DISTINCT id) INTO ids FROM page_cache_new;
    ELSE
      SELECT array_agg(DISTINCT event_id) INTO ids FROM page_cache_new WHERE event_id IS NOT NULL;
    END IF;
  ELSE
    IF TG_TABLE_NAME = 'events' THEN
      SELECT array_agg(DISTINCT id) INTO ids FROM page_cache_old;
    ELSE
      SELECT array_agg(DISTINCT event_id) INTO ids FROM page_cache_old WHERE event_id IS NOT NULL;
    END IF;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('page_cache', 'all');
  ELSE
    PERFORM pg_notify('page_cache', 'events ' || array_to_string(ARRAY(SELECT 'event:' || e FROM unnest(ids) AS e), ' '));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Poll options carry a poll id: their event through polls.
CREATE OR REPLACE FUNCTION page_cache_poll_option_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT p.event_id) INTO ids FROM page_cache_old o JOIN polls p ON p.id = o.poll_id;
  ELSE
    SELECT array_agg(DISTINCT p.event_id) INTO ids FROM page_cache_new n JOIN polls p ON p.id = n.poll_id;
  END IF;
  IF ids IS NOT NULL THEN
    PERFORM pg_notify('page_cache', array_to_string(ARRAY(SELECT 'event:' || e FROM unnest(ids) AS e), ' '));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['events', 'event_organizers', 'polls'] LOOP
    EXECUTE format('CREATE TRIGGER page_cache_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_event_rows()', t);
    EXECUTE format('CREATE TRIGGER page_cache_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS page_cache_old NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_event_rows()', t);
    EXECUTE format('CREATE TRIGGER page_cache_del AFTER DELETE ON %I REFERENCING OLD TABLE AS page_cache_old FOR EACH STATEMENT EXECUTE FUNCTION page_cache_event_rows()', t);
  END LOOP;
  CREATE TRIGGER page_cache_ins AFTER INSERT ON poll_options REFERENCING NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_poll_option_rows();
  CREATE TRIGGER page_cache_upd AFTER UPDATE ON poll_options REFERENCING OLD TABLE AS page_cache_old NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_poll_option_rows();
  CREATE TRIGGER page_cache_del AFTER DELETE ON poll_options REFERENCING OLD TABLE AS page_cache_old FOR EACH STATEMENT EXECUTE FUNCTION page_cache_poll_option_rows();
  -- A conference's title shows on its events: rare, a full flush.
  CREATE TRIGGER page_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON conferences FOR EACH STATEMENT EXECUTE FUNCTION page_cache_flush();
END $$;
