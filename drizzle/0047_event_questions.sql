-- The live room's Q&A queue (issue 36, docs/features/events.md "The live room"): registrants ask
-- while the event is live, members upvote (one vote per member by primary key, `vote_count` moved
-- by single statements in the vote's transaction), hosts mark one question "now answering" (a
-- partial unique index keeps it to one per event), answered or dismissed. When the event ends the
-- questions move into its discussion topic once: `post_pid` is each question's reply there,
-- `events.qa_moved_at` marks the event done. `events.live_at` is when the event went live (the
-- clock's start, or a host's early start): the answers' "answered live at mm:ss" count from it.
CREATE TABLE "event_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"uid" integer,
	"text" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answering_at" timestamp with time zone,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"post_pid" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_questions_status_check" CHECK ("event_questions"."status" IN ('open', 'answering', 'answered', 'dismissed')),
	CONSTRAINT "event_questions_vote_count_check" CHECK ("event_questions"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_question_votes" (
	"question_id" integer NOT NULL,
	"uid" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_question_votes_question_id_uid_pk" PRIMARY KEY("question_id","uid")
);
--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_answered_by_users_uid_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("uid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_votes" ADD CONSTRAINT "event_question_votes_question_id_event_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."event_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_question_votes" ADD CONSTRAINT "event_question_votes_uid_users_uid_fk" FOREIGN KEY ("uid") REFERENCES "public"."users"("uid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_questions_queue_idx" ON "event_questions" USING btree ("event_id","vote_count" DESC,"created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_questions_answering_idx" ON "event_questions" USING btree ("event_id") WHERE "event_questions"."status" = 'answering';--> statement-breakpoint
CREATE INDEX "event_question_votes_uid_idx" ON "event_question_votes" USING btree ("uid");--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "qa_moved_at" timestamp with time zone;
