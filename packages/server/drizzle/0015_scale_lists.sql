-- Issue 18: question lists in one indexed query at 100k questions and 1M answers (docs/performance-at-scale.md).
-- A learner's practice count per question, kept by triggers in the transaction that inserts or deletes the answer,
-- instead of a correlated count over practice_answers for every listed (and every counted) question.
CREATE TABLE "question_practice" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"question_id" integer NOT NULL REFERENCES "questions"("id") ON DELETE CASCADE,
	"skill" varchar(16) NOT NULL,
	"task" varchar(48) NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("user_id", "question_id")
);
--> statement-breakpoint
CREATE INDEX "question_practice_user_task" ON "question_practice" ("user_id", "skill", "task", "count" DESC, "question_id");
--> statement-breakpoint
INSERT INTO "question_practice" ("user_id", "question_id", "skill", "task", "count")
	SELECT pa."user_id", pa."question_id", q."skill", q."task", count(*)::int
	FROM "practice_answers" pa JOIN "questions" q ON q."id" = pa."question_id"
	GROUP BY pa."user_id", pa."question_id", q."skill", q."task";
--> statement-breakpoint
CREATE FUNCTION "question_practice_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO "question_practice" ("user_id", "question_id", "skill", "task", "count")
			SELECT NEW."user_id", NEW."question_id", q."skill", q."task", 1 FROM "questions" q WHERE q."id" = NEW."question_id"
			ON CONFLICT ("user_id", "question_id") DO UPDATE SET "count" = "question_practice"."count" + 1;
		RETURN NEW;
	END IF;
	UPDATE "question_practice" SET "count" = "count" - 1 WHERE "user_id" = OLD."user_id" AND "question_id" = OLD."question_id";
	DELETE FROM "question_practice" WHERE "user_id" = OLD."user_id" AND "question_id" = OLD."question_id" AND "count" <= 0;
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "practice_answers_count" AFTER INSERT OR DELETE ON "practice_answers"
	FOR EACH ROW EXECUTE FUNCTION "question_practice_count"();
--> statement-breakpoint
-- The Exam Memory count of a question, kept the same way from exam_memory_reports.
ALTER TABLE "questions" ADD COLUMN "prediction_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
UPDATE "questions" q SET "prediction_count" = c."n"
	FROM (SELECT "question_id", count(*)::int AS "n" FROM "exam_memory_reports" GROUP BY "question_id") c WHERE c."question_id" = q."id";
--> statement-breakpoint
CREATE FUNCTION "question_prediction_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "questions" SET "prediction_count" = "prediction_count" + 1 WHERE "id" = NEW."question_id";
		RETURN NEW;
	END IF;
	UPDATE "questions" SET "prediction_count" = greatest("prediction_count" - 1, 0) WHERE "id" = OLD."question_id";
	RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exam_memory_reports_count" AFTER INSERT OR DELETE ON "exam_memory_reports"
	FOR EACH ROW EXECUTE FUNCTION "question_prediction_count"();
--> statement-breakpoint
-- The list's columns beside the task and id, so a page and its counts (filters and searches included) are read from
-- the index alone; the sorts have their own orders.
CREATE INDEX "questions_task_list" ON "questions" ("skill", "task", "id")
	INCLUDE ("title", "complexity", "image_type", "prediction_weekly", "prediction_monthly", "prediction_count");
--> statement-breakpoint
CREATE INDEX "questions_task_title" ON "questions" ("skill", "task", "title", "id");
--> statement-breakpoint
CREATE INDEX "questions_task_title_desc" ON "questions" ("skill", "task", "title" DESC, "id");
--> statement-breakpoint
CREATE INDEX "questions_task_prediction" ON "questions" ("skill", "task", "prediction_count", "id");
--> statement-breakpoint
CREATE INDEX "questions_task_prediction_desc" ON "questions" ("skill", "task", "prediction_count" DESC, "id");
--> statement-breakpoint
-- Community answers of a question, newest first (my answers use practice_answers_user_question).
CREATE INDEX "practice_answers_question_recent" ON "practice_answers" ("question_id", "last_modified_date" DESC, "id" DESC);
