CREATE TABLE "held_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" integer NOT NULL,
	"kind" text NOT NULL,
	"tid" integer,
	"input" jsonb NOT NULL,
	"signals" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "held_posts_kind_check" CHECK ("held_posts"."kind" IN ('topic', 'reply'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trust_level" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "trust_level_locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "held_posts" ADD CONSTRAINT "held_posts_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_posts" ADD CONSTRAINT "held_posts_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_posts_created_idx" ON "held_posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "held_posts_uid_idx" ON "held_posts" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_trust_level_check" CHECK ("users"."trust_level" BETWEEN 0 AND 4);