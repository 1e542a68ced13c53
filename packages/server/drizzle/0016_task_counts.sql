-- Issue 18: how many questions each task has, kept by triggers, so an unfiltered question list counts nothing
-- (at 100k questions a count over the task's index was most of a list request's database time).
CREATE TABLE "question_task_counts" (
	"skill" varchar(16) NOT NULL,
	"task" varchar(48) NOT NULL,
	"count" integer NOT NULL,
	PRIMARY KEY ("skill", "task")
);
--> statement-breakpoint
INSERT INTO "question_task_counts" ("skill", "task", "count") SELECT "skill", "task", count(*)::int FROM "questions" GROUP BY "skill", "task";
--> statement-breakpoint
CREATE FUNCTION "question_task_count_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "question_task_counts" ("skill", "task", "count")
		SELECT "skill", "task", count(*)::int FROM "added" GROUP BY "skill", "task"
		ON CONFLICT ("skill", "task") DO UPDATE SET "count" = "question_task_counts"."count" + excluded."count";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_task_count_removed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "question_task_counts" c SET "count" = c."count" - r."n"
		FROM (SELECT "skill", "task", count(*)::int AS "n" FROM "removed" GROUP BY "skill", "task") r
		WHERE c."skill" = r."skill" AND c."task" = r."task";
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "question_task_count_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF (OLD."skill", OLD."task") IS DISTINCT FROM (NEW."skill", NEW."task") THEN
		UPDATE "question_task_counts" SET "count" = "count" - 1 WHERE "skill" = OLD."skill" AND "task" = OLD."task";
		INSERT INTO "question_task_counts" ("skill", "task", "count") VALUES (NEW."skill", NEW."task", 1)
			ON CONFLICT ("skill", "task") DO UPDATE SET "count" = "question_task_counts"."count" + 1;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "questions_task_count_added" AFTER INSERT ON "questions" REFERENCING NEW TABLE AS "added"
	FOR EACH STATEMENT EXECUTE FUNCTION "question_task_count_added"();
--> statement-breakpoint
CREATE TRIGGER "questions_task_count_removed" AFTER DELETE ON "questions" REFERENCING OLD TABLE AS "removed"
	FOR EACH STATEMENT EXECUTE FUNCTION "question_task_count_removed"();
--> statement-breakpoint
CREATE TRIGGER "questions_task_count_moved" AFTER UPDATE OF "skill", "task" ON "questions"
	FOR EACH ROW EXECUTE FUNCTION "question_task_count_moved"();
