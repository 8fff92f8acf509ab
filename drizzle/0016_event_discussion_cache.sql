CREATE INDEX "events_comment_tid_idx" ON "events" USING btree ("comment_tid") WHERE comment_tid IS NOT NULL;--> statement-breakpoint
-- Page cache invalidation for event discussions: an event page shows the replies of its
-- discussion topic (events.comment_tid), so a change to that topic's rows (a reply, an edit, a
-- vote, an accepted answer) also notifies `event:{id}` of the event, besides `feed topic:{tid}`
-- (as drizzle/0009_page_cache_notify.sql does). Everything else is unchanged.
CREATE OR REPLACE FUNCTION page_cache_topic_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tids integer[];
  eids integer[];
  tags text;
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
    RETURN NULL;
  END IF;
  tags := 'feed ' || array_to_string(ARRAY(SELECT 'topic:' || t FROM unnest(tids) AS t), ' ');
  -- events_comment_tid_idx answers this with an index probe per topic.
  SELECT array_agg(DISTINCT e.id) INTO eids FROM events e WHERE e.comment_tid = ANY(tids);
  IF eids IS NOT NULL THEN
    tags := tags || ' ' || array_to_string(ARRAY(SELECT 'event:' || e FROM unnest(eids) AS e), ' ');
  END IF;
  PERFORM pg_notify('page_cache', tags);
  RETURN NULL;
END $$;
