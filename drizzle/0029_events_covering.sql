-- The API has always refused durations over a week (lib/events/types.ts, EVENT_LIMITS); the
-- database now holds the same limit, since the events search bounds "upcoming" by it. Rows written
-- around the API are brought within it first.
UPDATE "events" SET "duration" = 10080 WHERE "duration" > 10080;--> statement-breakpoint
ALTER TABLE "events" DROP CONSTRAINT "events_duration_check";--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_duration_check" CHECK ("events"."duration" >= 1 AND "events"."duration" <= 10080);--> statement-breakpoint
-- Hand-written below (drizzle-kit writes no INCLUDE columns). Past events, latest first: the
-- latest-first indexes carry what decides whether an event has ended, so the events search
-- filters index entries instead of fetching the row of every upcoming event it passes.
DROP INDEX "events_latest_pinned_idx";--> statement-breakpoint
CREATE INDEX "events_latest_pinned_idx" ON "events" USING btree ("search_result_order","starts_at","id")
  INCLUDE ("lifecycle","ended_at","duration") WHERE event_status = 'published';--> statement-breakpoint
DROP INDEX "events_latest_idx";--> statement-breakpoint
CREATE INDEX "events_latest_idx" ON "events" USING btree ("starts_at","id")
  INCLUDE ("search_result_order","upvote_count","tags","lifecycle","ended_at","duration")
  WHERE event_status = 'published';
