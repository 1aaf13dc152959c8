CREATE TABLE "sys_job" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"type" varchar(64) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"dedupe_key" varchar(200),
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" varchar(64),
	"locked_until" timestamp with time zone,
	"last_error" varchar(2000),
	"outcome" varchar(8),
	"finished_at" timestamp with time zone,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sys_job_dedupe_uq" ON "sys_job" USING btree ("tenant_id","type","dedupe_key") WHERE "sys_job"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "sys_job_due_idx" ON "sys_job" USING btree ("run_at") WHERE "sys_job"."outcome" is null;--> statement-breakpoint
CREATE INDEX "sys_job_tenant_idx" ON "sys_job" USING btree ("tenant_id","type");