CREATE TABLE "exam_memory_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"exam_date" date NOT NULL,
	"country" varchar(2) NOT NULL,
	"pte_type" varchar(10) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"description" text NOT NULL,
	"plain_text" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"description" varchar(400) NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_memory_reports" ADD CONSTRAINT "exam_memory_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_memory_reports" ADD CONSTRAINT "exam_memory_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exam_memory_reports_user_question_date" ON "exam_memory_reports" USING btree ("user_id","question_id","exam_date");--> statement-breakpoint
CREATE INDEX "exam_memory_reports_question" ON "exam_memory_reports" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notes_user_question" ON "notes" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE INDEX "notes_user_modified" ON "notes" USING btree ("user_id","last_modified_date");--> statement-breakpoint
CREATE INDEX "problem_reports_user_created" ON "problem_reports" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "problem_reports_question" ON "problem_reports" USING btree ("question_id","created_date");