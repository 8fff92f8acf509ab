ALTER TABLE "flags" DROP CONSTRAINT "flags_type_check";--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD COLUMN "silenced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_room_members" ADD COLUMN "silenced_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flags" ADD CONSTRAINT "flags_type_check" CHECK ("flags"."type" IN ('post', 'user', 'event', 'project', 'chat'));
