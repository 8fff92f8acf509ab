-- Page cache invalidation (server/cache/): every committed change to what visitors' cached pages
-- show sends a NOTIFY on the channel `page_cache`, which every app instance LISTENs to. NOTIFY is
-- transactional (delivered on commit only, never for a rolled-back write) and a trigger covers every
-- write path (API, moderation, demo seed, scripts). One notification per statement: a
-- space-separated list of tags (`feed`, `topic:{tid}`) or `all` for rare, wide changes.
-- A topic update that only counts views (topics.viewcount) notifies nothing.

CREATE OR REPLACE FUNCTION page_cache_topic_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tids integer[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME = 'topics' THEN
      SELECT array_agg(DISTINCT n.tid) INTO tids FROM page_cache_new n JOIN page_cache_old o ON o.tid = n.tid
        WHERE (to_jsonb(n) - 'viewcount') IS DISTINCT FROM (to_jsonb(o) - 'viewcount');
    ELSE
      SELECT array_agg(DISTINCT tid) INTO tids FROM (
        SELECT tid FROM page_cache_new UNION SELECT tid FROM page_cache_old
      ) changed WHERE tid IS NOT NULL;
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT tid) INTO tids FROM page_cache_new WHERE tid IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT tid) INTO tids FROM page_cache_old WHERE tid IS NOT NULL;
  END IF;
  IF tids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(tids) > 100 THEN
    PERFORM pg_notify('page_cache', 'all');
  ELSE
    PERFORM pg_notify('page_cache', 'feed ' || array_to_string(ARRAY(SELECT 'topic:' || t FROM unnest(tids) AS t), ' '));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION page_cache_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('page_cache', 'all');
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['topics', 'posts', 'topic_tags', 'topic_projects', 'topic_reviews'] LOOP
    EXECUTE format('CREATE TRIGGER page_cache_ins AFTER INSERT ON %I REFERENCING NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_topic_rows()', t);
    EXECUTE format('CREATE TRIGGER page_cache_upd AFTER UPDATE ON %I REFERENCING OLD TABLE AS page_cache_old NEW TABLE AS page_cache_new FOR EACH STATEMENT EXECUTE FUNCTION page_cache_topic_rows()', t);
    EXECUTE format('CREATE TRIGGER page_cache_del AFTER DELETE ON %I REFERENCING OLD TABLE AS page_cache_old FOR EACH STATEMENT EXECUTE FUNCTION page_cache_topic_rows()', t);
  END LOOP;
  -- Names, pictures, badges, groups, projects and categories show on many pages: rare changes, a full flush.
  FOREACH t IN ARRAY ARRAY['user_badges', 'group_members', 'projects', 'project_maintainers', 'categories'] LOOP
    EXECUTE format('CREATE TRIGGER page_cache_all AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION page_cache_flush()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER page_cache_user_shown AFTER UPDATE OF username, userslug, fullname, aboutme, location, picture, website, settings ON users
  FOR EACH STATEMENT EXECUTE FUNCTION page_cache_flush();
--> statement-breakpoint
CREATE TRIGGER page_cache_user_gone AFTER DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION page_cache_flush();
