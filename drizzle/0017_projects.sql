CREATE TABLE "project_followers" (
	"project_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_followers_project_id_uid_pk" PRIMARY KEY("project_id","uid")
);
--> statement-breakpoint
ALTER TABLE "project_maintainers" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "description_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "repository_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "website" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "licence" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "language" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "follower_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "topic_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search" "tsvector";--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "activity_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "project_followers" ADD CONSTRAINT "project_followers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_followers" ADD CONSTRAINT "project_followers_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_followers_uid_idx" ON "project_followers" USING btree ("uid","created_at");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_uid_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_name_lower_idx" ON "projects" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "projects_active_idx" ON "projects" USING btree ("activity_at","id");--> statement-breakpoint
CREATE INDEX "projects_newest_idx" ON "projects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "projects_followers_idx" ON "projects" USING btree ("follower_count","activity_at","id");--> statement-breakpoint
CREATE INDEX "projects_search_idx" ON "projects" USING gin ("search");--> statement-breakpoint
CREATE INDEX "projects_tags_idx" ON "projects" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "projects_created_by_idx" ON "projects" USING btree ("created_by");--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_counts_check" CHECK ("projects"."follower_count" >= 0 AND "projects"."topic_count" >= 0);--> statement-breakpoint
-- The projects search's full-text vector (name A, tags and language B, description C), written on
-- every insert and on updates of those columns, whatever writes the row.
CREATE OR REPLACE FUNCTION projects_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('english', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ') || ' ' || coalesce(NEW.language, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_search_ins BEFORE INSERT ON projects FOR EACH ROW EXECUTE FUNCTION projects_search_vector();
--> statement-breakpoint
CREATE TRIGGER projects_search_upd BEFORE UPDATE OF name, tags, language, description ON projects FOR EACH ROW EXECUTE FUNCTION projects_search_vector();
--> statement-breakpoint
-- A project's topic count and its last activity follow the topics attached to it, whatever
-- attaches them (the composer, moderation, the demo seed, bulk loads): one statement per project
-- touched by a statement on topic_projects.
CREATE OR REPLACE FUNCTION projects_topic_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE projects p SET topic_count = p.topic_count + n.added, activity_at = greatest(p.activity_at, now())
      FROM (SELECT project_id, count(*)::int AS added FROM projects_new GROUP BY project_id) n
      WHERE p.id = n.project_id;
  ELSE
    UPDATE projects p SET topic_count = greatest(p.topic_count - o.removed, 0)
      FROM (SELECT project_id, count(*)::int AS removed FROM projects_old GROUP BY project_id) o
      WHERE p.id = o.project_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER projects_topic_ins AFTER INSERT ON topic_projects REFERENCING NEW TABLE AS projects_new FOR EACH STATEMENT EXECUTE FUNCTION projects_topic_rows();
--> statement-breakpoint
CREATE TRIGGER projects_topic_del AFTER DELETE ON topic_projects REFERENCING OLD TABLE AS projects_old FOR EACH STATEMENT EXECUTE FUNCTION projects_topic_rows();
--> statement-breakpoint
-- Backfill: the vector, the topic counts and the last activity of the projects that exist.
UPDATE projects p SET
  search =
    setweight(to_tsvector('english', coalesce(p.name, '')), 'A') ||
    setweight(to_tsvector('english', array_to_string(p.tags, ' ') || ' ' || p.language), 'B') ||
    setweight(to_tsvector('english', p.description), 'C'),
  topic_count = coalesce((SELECT count(*)::int FROM topic_projects tp WHERE tp.project_id = p.id), 0),
  activity_at = greatest(p.created_at, coalesce((SELECT max(t.created_at) FROM topic_projects tp JOIN topics t ON t.tid = tp.tid WHERE tp.project_id = p.id), p.created_at)),
  updated_at = p.created_at;
--> statement-breakpoint
-- Page cache invalidation: a project's name, address, logo or visibility shows on many pages
-- (topics carry project_details), so such a change flushes everything, as before; any other
-- change (description, counts, activity) notifies only `project:{id}` for the project's own pages.
DROP TRIGGER IF EXISTS page_cache_all ON projects;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_cache_project_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF EXISTS (SELECT 1 FROM page_cache_new n JOIN page_cache_old o ON o.id = n.id
             WHERE (n.name, n.slug, n.logo, n.hidden) IS DISTINCT FROM (o.name, o.slug, o.logo, o.hidden)) THEN
    PERFORM pg_notify('page_cache', 'all');
    RETURN NULL;
  END IF;
  SELECT array_agg(DISTINCT n.id) INTO ids FROM page_cache_new n JOIN page_cache_old o ON o.id = n.id
    WHERE (to_jsonb(n) - 'search') IS DISTINCT FROM (to_jsonb(o) - 'search');
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('page_cache', 'all');
  ELSE
    PERFORM pg_notify('page_cache', array_to_string(ARRAY(SELECT 'project:' || e FROM unnest(ids) AS e), ' '));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_all AFTER INSERT OR DELETE OR TRUNCATE ON projects FOR EACH STATEMENT EXECUTE FUNCTION page_cache_flush();
--> statement-breakpoint
CREATE TRIGGER page_cache_upd AFTER UPDATE ON projects REFERENCING OLD TABLE AS page_cache_old NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_project_rows();
