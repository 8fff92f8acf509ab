ALTER TABLE "flags" DROP CONSTRAINT "flags_type_check";--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_type_check" CHECK ("flags"."type" IN ('post', 'user', 'event', 'project'));