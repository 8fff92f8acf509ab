-- An event's discussion topic follows the event's visibility (docs/SECURITY.md hardening 17):
-- the topics of events that are not published (unpublished or deleted) are hidden as the app now
-- hides them, deleted by 0 (HIDDEN_WITH_EVENT in server/discussions/repository.ts), so publishing
-- the event again brings them back. Topics someone deleted already stay as they are.
UPDATE "topics" SET "deleted" = true, "deleted_by" = 0
FROM "events"
WHERE "events"."comment_tid" = "topics"."tid" AND "events"."event_status" <> 'published' AND NOT "topics"."deleted";--> statement-breakpoint
UPDATE "posts" SET "deleted" = true, "deleted_by" = 0
FROM "topics"
WHERE "posts"."pid" = "topics"."main_pid" AND "topics"."deleted" AND "topics"."deleted_by" = 0 AND NOT "posts"."deleted";
