-- An event's live chat (issue 36, docs/features/chat.md "Event rooms"): one room per event, kind
-- 'event', deleted with its event.
ALTER TABLE "chat_rooms" DROP CONSTRAINT "chat_rooms_kind_check";--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_event_id_unique" UNIQUE("event_id");--> statement-breakpoint
ALTER TABLE "chat_rooms" ADD CONSTRAINT "chat_rooms_kind_check" CHECK ("chat_rooms"."kind" IN ('direct', 'project', 'public', 'event'));
