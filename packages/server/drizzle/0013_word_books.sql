CREATE TABLE "vocab_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"word" varchar(40) NOT NULL,
	"practice_type" varchar(60),
	"skill_type" varchar(12),
	"bookmark" varchar(12) DEFAULT 'UNMARK' NOT NULL,
	"practice_count" integer DEFAULT 0 NOT NULL,
	"note" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due" timestamp with time zone DEFAULT now() NOT NULL,
	"stability" double precision DEFAULT 0 NOT NULL,
	"difficulty" double precision DEFAULT 0 NOT NULL,
	"scheduled_days" integer DEFAULT 0 NOT NULL,
	"learning_steps" integer DEFAULT 0 NOT NULL,
	"reps" integer DEFAULT 0 NOT NULL,
	"lapses" integer DEFAULT 0 NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"last_review" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "word_book_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"book" varchar(20) NOT NULL,
	"word" varchar(40) NOT NULL,
	"bookmark" varchar(12) DEFAULT 'UNMARK' NOT NULL,
	"practice_count" integer DEFAULT 0 NOT NULL,
	"last_score" integer,
	"note" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vocab_entries" ADD CONSTRAINT "vocab_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_book_entries" ADD CONSTRAINT "word_book_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vocab_entries_user_word" ON "vocab_entries" USING btree ("user_id","word");--> statement-breakpoint
CREATE INDEX "vocab_entries_user_created" ON "vocab_entries" USING btree ("user_id","created_date");--> statement-breakpoint
CREATE INDEX "vocab_entries_user_due" ON "vocab_entries" USING btree ("user_id","due");--> statement-breakpoint
CREATE INDEX "vocab_entries_user_task" ON "vocab_entries" USING btree ("user_id","practice_type","skill_type");--> statement-breakpoint
CREATE UNIQUE INDEX "word_book_entries_user_book_word" ON "word_book_entries" USING btree ("user_id","book","word");--> statement-breakpoint
CREATE INDEX "word_book_entries_user_book_created" ON "word_book_entries" USING btree ("user_id","book","created_date");