CREATE TABLE "app_secrets" (
	"name" varchar(40) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"type" varchar(12) NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"id" varchar(255) NOT NULL,
	"type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(255),
	"user_code" varchar(255),
	"uid" varchar(255),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "practice_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"skill" varchar(16) NOT NULL,
	"task" varchar(48) NOT NULL,
	"pte_type" varchar(20) NOT NULL,
	"answer" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"score" real NOT NULL,
	"max_score" real NOT NULL,
	"duration" integer DEFAULT 0 NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"content_key" varchar(40) NOT NULL,
	"skill" varchar(16) NOT NULL,
	"task" varchar(48) NOT NULL,
	"title" varchar(200) NOT NULL,
	"complexity" varchar(12) NOT NULL,
	"prediction_weekly" boolean DEFAULT false NOT NULL,
	"prediction_monthly" boolean DEFAULT false NOT NULL,
	"exam_memory_count" integer DEFAULT 0 NOT NULL,
	"image_type" varchar(16),
	"content" jsonb NOT NULL,
	"answer_key" jsonb NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"content_hash" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(120) DEFAULT '' NOT NULL,
	"nickname" varchar(60) NOT NULL,
	"avatar" text,
	"language" varchar(16),
	"pte_type" varchar(20) DEFAULT 'PTE Academic' NOT NULL,
	"status" varchar(16) DEFAULT 'TRIAL' NOT NULL,
	"expire_date" timestamp with time zone,
	"ai_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practice_answers" ADD CONSTRAINT "practice_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_user_question" ON "bookmarks" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_models_type_id" ON "oidc_models" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "oidc_models_grant" ON "oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_models_uid" ON "oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "practice_answers_question" ON "practice_answers" USING btree ("question_id","id");--> statement-breakpoint
CREATE INDEX "practice_answers_user_question" ON "practice_answers" USING btree ("user_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_content_key" ON "questions" USING btree ("content_key");--> statement-breakpoint
CREATE INDEX "questions_skill_task" ON "questions" USING btree ("skill","task","id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));