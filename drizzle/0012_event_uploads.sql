CREATE TABLE "event_uploads" (
	"event_id" integer NOT NULL,
	"upload_id" integer NOT NULL,
	CONSTRAINT "event_uploads_event_id_upload_id_pk" PRIMARY KEY("event_id","upload_id")
);
--> statement-breakpoint
ALTER TABLE "event_uploads" ADD CONSTRAINT "event_uploads_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_uploads" ADD CONSTRAINT "event_uploads_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_uploads_upload_idx" ON "event_uploads" USING btree ("upload_id");