CREATE TABLE "topic_views" (
	"tid" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "topic_views_tid_viewer_key_pk" PRIMARY KEY("tid","viewer_key")
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "pid" integer;--> statement-breakpoint
ALTER TABLE "topic_views" ADD CONSTRAINT "topic_views_tid_topics_tid_fk" FOREIGN KEY ("tid") REFERENCES "public"."topics"("tid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_views_seen_idx" ON "topic_views" USING btree ("seen_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_pid_posts_pid_fk" FOREIGN KEY ("pid") REFERENCES "public"."posts"("pid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_unused_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."pid" IS NULL;--> statement-breakpoint
UPDATE "topics" SET "deleted_by" = "posts"."deleted_by" FROM "posts" WHERE "posts"."pid" = "topics"."main_pid" AND "topics"."deleted";--> statement-breakpoint
UPDATE "uploads" SET "pid" = (SELECT "posts"."pid" FROM "posts" WHERE ("posts"."content" LIKE '%' || "uploads"."storage_key" || '%' OR "posts"."meta_data"::text LIKE '%' || "uploads"."storage_key" || '%') ORDER BY ("posts"."uid" IS NOT DISTINCT FROM "uploads"."uid") DESC, "posts"."pid" LIMIT 1);
