CREATE TABLE "study_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"english_level" varchar(8) NOT NULL,
	"daily_practice" varchar(16) NOT NULL,
	"mock_overall" integer DEFAULT 0 NOT NULL,
	"mock_listening" integer DEFAULT 0 NOT NULL,
	"mock_reading" integer DEFAULT 0 NOT NULL,
	"mock_writing" integer DEFAULT 0 NOT NULL,
	"mock_speaking" integer DEFAULT 0 NOT NULL,
	"baseline" jsonb NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "targets" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"overall" integer,
	"listening" integer,
	"reading" integer,
	"writing" integer,
	"speaking" integer,
	"exam_date" date NOT NULL,
	"language" varchar(32) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"last_modified_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" varchar(64) DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "english_level" varchar(8);--> statement-breakpoint
ALTER TABLE "study_plans" ADD CONSTRAINT "study_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targets" ADD CONSTRAINT "targets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "study_plans_user" ON "study_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "practice_answers_user_modified" ON "practice_answers" USING btree ("user_id","last_modified_date");