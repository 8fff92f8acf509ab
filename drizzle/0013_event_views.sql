CREATE TABLE "event_views" (
	"event_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_views_event_id_viewer_key_pk" PRIMARY KEY("event_id","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "event_views" ADD CONSTRAINT "event_views_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_views_seen_idx" ON "event_views" USING btree ("seen_at");