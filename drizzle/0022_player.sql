CREATE TABLE "player_queues" (
	"uid" integer PRIMARY KEY NOT NULL,
	"items" text[] DEFAULT '{}'::text[] NOT NULL,
	"current_index" integer DEFAULT -1 NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_queues_index_check" CHECK ("player_queues"."current_index" >= -1 AND "player_queues"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_play_counts" (
	"track" text PRIMARY KEY NOT NULL,
	"plays" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "track_play_counts_plays_check" CHECK ("track_play_counts"."plays" >= 0)
);
--> statement-breakpoint
CREATE TABLE "track_plays" (
	"track" text NOT NULL,
	"uid" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "track_plays_track_uid_day_pk" PRIMARY KEY("track","uid","day")
);
--> statement-breakpoint
ALTER TABLE "player_queues" ADD CONSTRAINT "player_queues_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "track_plays" ADD CONSTRAINT "track_plays_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;