-- Issue 19: mock tests. A sitting copies its form's items and sections; each answered item points at the practice
-- answer that holds its score, so the existing scoring (objective at once, speaking and writing by jobs) is reused.
CREATE TABLE "mock_test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"form_id" varchar(32) NOT NULL,
	"variant" varchar(8) NOT NULL,
	"status" varchar(12) DEFAULT 'IN_PROGRESS' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"items" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"deadlines" jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mock_test_answers" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"practice_answer_id" integer,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mock_test_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
ALTER TABLE "mock_test_attempts" ADD CONSTRAINT "mock_test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mock_test_answers" ADD CONSTRAINT "mock_test_answers_attempt_id_mock_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."mock_test_attempts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mock_test_answers" ADD CONSTRAINT "mock_test_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "mock_test_answers" ADD CONSTRAINT "mock_test_answers_practice_answer_id_practice_answers_id_fk" FOREIGN KEY ("practice_answer_id") REFERENCES "public"."practice_answers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "mock_test_attempts_user" ON "mock_test_attempts" USING btree ("user_id","id");
