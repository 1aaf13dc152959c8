CREATE TABLE "wf_event_subscription" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"event_name" varchar(255) NOT NULL,
	"proc_def_id" bigint NOT NULL,
	"proc_inst_id" bigint,
	"execution_id" bigint,
	"activity_id" varchar(255),
	"node_id" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_event_subscription_name_idx" ON "wf_event_subscription" USING btree ("tenant_id","kind","event_name");--> statement-breakpoint
CREATE INDEX "wf_event_subscription_exec_idx" ON "wf_event_subscription" USING btree ("tenant_id","proc_inst_id","execution_id");