CREATE TABLE "wf_decision" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"deployment_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "wf_decision_key_version_uq" ON "wf_decision" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "wf_decision_deployment_idx" ON "wf_decision" USING btree ("tenant_id","deployment_id");