-- An event's live stream (issue 36, lib/events/stream.ts): the address its hosts name ('' when
-- none). What the live room plays is computed from it on every read; the events page cache
-- trigger of drizzle/0010 already evicts the event's pages when it changes.
ALTER TABLE "events" ADD COLUMN "stream_url" text DEFAULT '' NOT NULL;
