-- The global search (server/search/global/): pg_trgm for its typo tolerance, the word vocabulary
-- it corrects misspelt terms to, trigram indexes on the names it matches loosely, and the search log.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_log" (
	"day" date NOT NULL,
	"term" text NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"last_found" integer DEFAULT 0 NOT NULL,
	"last_searched" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_log_day_term_pk" PRIMARY KEY("day","term")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_log_term_idx" ON "search_log" USING btree ("term");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Members are found by username and full name, projects by name, loosely (similar spellings).
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin (lower("username") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_fullname_trgm_idx" ON "users" USING gin (lower("fullname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_name_trgm_idx" ON "projects" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
-- The words of the named columns of the new row (text, or a text array as JSON): lower case,
-- split on anything but letters and digits, 3 to 40 characters.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  doc jsonb := to_jsonb(NEW);
  col text;
BEGIN
  FOREACH col IN ARRAY TG_ARGV LOOP
    INSERT INTO search_words (word)
      SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(doc ->> col, '')), '[^[:alnum:]]+') AS w
      WHERE length(w) BETWEEN 3 AND 40
      ON CONFLICT DO NOTHING;
  END LOOP;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER search_words_topics AFTER INSERT OR UPDATE OF title ON topics
  FOR EACH ROW EXECUTE FUNCTION search_words_add('title');--> statement-breakpoint
CREATE TRIGGER search_words_topic_tags AFTER INSERT ON topic_tags
  FOR EACH ROW EXECUTE FUNCTION search_words_add('tag');--> statement-breakpoint
CREATE TRIGGER search_words_projects AFTER INSERT OR UPDATE OF name, tags ON projects
  FOR EACH ROW EXECUTE FUNCTION search_words_add('name', 'tags');--> statement-breakpoint
CREATE TRIGGER search_words_events AFTER INSERT OR UPDATE OF title, tags ON events
  FOR EACH ROW EXECUTE FUNCTION search_words_add('title', 'tags');--> statement-breakpoint
-- Refills the vocabulary in one pass (the backfill, and bulk loads that turn the triggers off).
CREATE FUNCTION search_words_rebuild() RETURNS void LANGUAGE sql AS $$
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM (
    SELECT title AS t FROM topics
    UNION ALL SELECT tag FROM topic_tags
    UNION ALL SELECT name || ' ' || array_to_string(tags, ' ') FROM projects
    UNION ALL SELECT title || ' ' || array_to_string(tags, ' ') FROM events
  ) s, regexp_split_to_table(lower(s.t), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 40
  ON CONFLICT DO NOTHING;
$$;--> statement-breakpoint
SELECT search_words_rebuild();
