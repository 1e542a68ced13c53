CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"current" integer NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at" ON "rate_limits" USING btree ("expires_at");