-- Accent-insensitive search (issue 34): a search for "codigo" finds "código" and the other way
-- round. Every full-text vector and query uses the text search configuration `community_search`,
-- PostgreSQL's English one with accents removed (the unaccent extension) before stemming.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'community_search') THEN
    CREATE TEXT SEARCH CONFIGURATION community_search (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION community_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION events_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('community_search', coalesce(NEW.title, '')), 'A') ||
    setweight(to_tsvector('community_search', coalesce(NEW.summary, '') || ' ' || array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ')), 'B') ||
    setweight(to_tsvector('community_search', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION projects_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search :=
    setweight(to_tsvector('community_search', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('community_search', array_to_string(coalesce(NEW.tags, '{}'::text[]), ' ') || ' ' || coalesce(NEW.language, '')), 'B') ||
    setweight(to_tsvector('community_search', coalesce(NEW.description, '')), 'C');
  RETURN NEW;
END $$;
--> statement-breakpoint
-- The vectors written before: events and projects again from their columns (their feeds follow by
-- their triggers); posts, whose vector the app writes from the text of their Markdown, by taking
-- the accents off each stored word, keeping its positions and weights.
UPDATE events SET search =
  setweight(to_tsvector('community_search', coalesce(title, '')), 'A') ||
  setweight(to_tsvector('community_search', coalesce(summary, '') || ' ' || array_to_string(coalesce(tags, '{}'::text[]), ' ')), 'B') ||
  setweight(to_tsvector('community_search', coalesce(description, '')), 'C');
--> statement-breakpoint
UPDATE projects SET search =
  setweight(to_tsvector('community_search', coalesce(name, '')), 'A') ||
  setweight(to_tsvector('community_search', array_to_string(coalesce(tags, '{}'::text[]), ' ') || ' ' || coalesce(language, '')), 'B') ||
  setweight(to_tsvector('community_search', coalesce(description, '')), 'C');
--> statement-breakpoint
UPDATE posts p SET search = (
  SELECT coalesce(string_agg(quote_literal(unaccent(u.lexeme)) || coalesce(':' || (
    SELECT string_agg(x.position::text || x.weight, ',') FROM unnest(u.positions, u.weights) AS x(position, weight)
  ), ''), ' ')::tsvector, ''::tsvector)
  FROM unnest(p.search) AS u
)
WHERE p.search IS NOT NULL AND p.search::text <> unaccent(p.search::text);
