CREATE TABLE "activity_days" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"active_members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_days_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "activity_firsts" (
	"project_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"first_day" date NOT NULL,
	CONSTRAINT "activity_firsts_project_id_uid_pk" PRIMARY KEY("project_id","uid")
);
--> statement-breakpoint
CREATE TABLE "activity_members" (
	"project_id" integer NOT NULL,
	"day" date NOT NULL,
	"uid" integer NOT NULL,
	"posts" integer DEFAULT 0 NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_members_project_id_day_uid_pk" PRIMARY KEY("project_id","day","uid")
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "first_answer_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activity_firsts_day_idx" ON "activity_firsts" USING btree ("project_id","first_day");--> statement-breakpoint
CREATE INDEX "activity_members_first_idx" ON "activity_members" USING btree ("project_id","uid","day");--> statement-breakpoint
CREATE INDEX "event_registrations_created_idx" ON "event_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_created_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "topics_questions_created_idx" ON "topics" USING btree ("created_at","first_answer_at") WHERE "topics"."post_type" = 'faq' AND NOT "topics"."deleted" AND NOT "topics"."draft";--> statement-breakpoint
CREATE INDEX "users_joined_idx" ON "users" USING btree ("joined_at");--> statement-breakpoint
CREATE INDEX "votes_created_idx" ON "votes" USING btree ("created_at");--> statement-breakpoint
-- A question's first answer (topics.first_answer_at, the community summary): set when a reply to
-- a faq topic's main post is written, one statement per INSERT statement (bulk loads included).
CREATE FUNCTION topics_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE topics t SET first_answer_at = a.first_at
  FROM (
    SELECT n.tid, n.to_pid, min(n.created_at) AS first_at FROM first_answer_new n
    WHERE NOT n.is_main_post AND n.to_pid IS NOT NULL AND NOT n.deleted
    GROUP BY n.tid, n.to_pid
  ) a
  WHERE t.tid = a.tid AND t.main_pid = a.to_pid AND t.post_type = 'faq'
    AND (t.first_answer_at IS NULL OR t.first_answer_at > a.first_at);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_first_answer AFTER INSERT ON posts REFERENCING NEW TABLE AS first_answer_new
  FOR EACH STATEMENT EXECUTE FUNCTION topics_first_answer();
--> statement-breakpoint
-- Recomputes every question's first answer from the posts (this migration's backfill; bulk loads).
CREATE FUNCTION topics_first_answer_rebuild() RETURNS void LANGUAGE sql AS $$
  UPDATE topics t SET first_answer_at = a.first_at
  FROM (
    SELECT p.tid, p.to_pid, min(p.created_at) AS first_at FROM posts p
    WHERE NOT p.is_main_post AND p.to_pid IS NOT NULL AND NOT p.deleted
    GROUP BY p.tid, p.to_pid
  ) a
  WHERE t.tid = a.tid AND t.main_pid = a.to_pid AND t.post_type = 'faq'
    AND t.first_answer_at IS DISTINCT FROM a.first_at;
$$;
--> statement-breakpoint
SELECT topics_first_answer_rebuild();
