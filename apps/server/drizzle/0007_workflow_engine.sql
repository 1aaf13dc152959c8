CREATE TABLE "wf_comment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"task_id" bigint,
	"user_id" varchar(64) NOT NULL,
	"type" varchar(16) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_deployment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(64),
	"source" varchar(16) DEFAULT 'upload' NOT NULL,
	"deployed_by" varchar(64),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_execution" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"parent_id" bigint,
	"kind" varchar(12) NOT NULL,
	"activity_id" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL,
	"loop_counter" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_hi_actinst" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"execution_id" bigint,
	"activity_id" varchar(255) NOT NULL,
	"activity_type" varchar(40) NOT NULL,
	"activity_name" varchar(255),
	"task_id" bigint,
	"assignee" varchar(64),
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "wf_participant" (
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"role" varchar(12) NOT NULL,
	CONSTRAINT "wf_participant_tenant_id_proc_inst_id_user_id_role_pk" PRIMARY KEY("tenant_id","proc_inst_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "wf_proc_def" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"deployment_id" bigint NOT NULL,
	"key" varchar(255) NOT NULL,
	"version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"category" varchar(64),
	"xml" text NOT NULL,
	"start_form_key" varchar(255),
	"suspended" boolean DEFAULT false NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_proc_inst" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_def_id" bigint NOT NULL,
	"def_key" varchar(255) NOT NULL,
	"def_version" integer NOT NULL,
	"def_name" varchar(255) NOT NULL,
	"category" varchar(64),
	"business_key" varchar(255),
	"title" varchar(500) DEFAULT '' NOT NULL,
	"start_user_id" varchar(64) NOT NULL,
	"start_user_name" varchar(255),
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"end_activity_id" varchar(255),
	"state" varchar(16) NOT NULL,
	"end_reason" varchar(500),
	"rev" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_task_candidate" (
	"tenant_id" varchar(12) NOT NULL,
	"task_id" bigint NOT NULL,
	"kind" varchar(8) NOT NULL,
	"ref_id" varchar(64) NOT NULL,
	CONSTRAINT "wf_task_candidate_tenant_id_task_id_kind_ref_id_pk" PRIMARY KEY("tenant_id","task_id","kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "wf_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"execution_id" bigint NOT NULL,
	"proc_def_id" bigint NOT NULL,
	"task_def_key" varchar(255) NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"form_key" varchar(255),
	"assignee" varchar(64),
	"owner" varchar(64),
	"delegation" varchar(12),
	"priority" integer DEFAULT 50 NOT NULL,
	"due_at" timestamp with time zone,
	"claim_time" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" varchar(16),
	"outcome" varchar(8),
	"completed_by" varchar(64),
	"rev" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_variable" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"scope_id" bigint DEFAULT 0 NOT NULL,
	"name" varchar(255) NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_comment_inst_idx" ON "wf_comment" USING btree ("tenant_id","proc_inst_id","id");--> statement-breakpoint
CREATE INDEX "wf_deployment_list_idx" ON "wf_deployment" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "wf_execution_inst_idx" ON "wf_execution" USING btree ("tenant_id","proc_inst_id");--> statement-breakpoint
CREATE INDEX "wf_hi_actinst_inst_idx" ON "wf_hi_actinst" USING btree ("tenant_id","proc_inst_id","id");--> statement-breakpoint
CREATE INDEX "wf_participant_user_idx" ON "wf_participant" USING btree ("tenant_id","user_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_proc_def_key_version_uq" ON "wf_proc_def" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "wf_proc_def_deployment_idx" ON "wf_proc_def" USING btree ("tenant_id","deployment_id");--> statement-breakpoint
CREATE INDEX "wf_proc_inst_starter_idx" ON "wf_proc_inst" USING btree ("tenant_id","start_user_id","start_time");--> statement-breakpoint
CREATE INDEX "wf_proc_inst_state_idx" ON "wf_proc_inst" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "wf_proc_inst_business_idx" ON "wf_proc_inst" USING btree ("tenant_id","business_key");--> statement-breakpoint
CREATE INDEX "wf_task_candidate_ref_idx" ON "wf_task_candidate" USING btree ("tenant_id","kind","ref_id");--> statement-breakpoint
CREATE INDEX "wf_task_todo_idx" ON "wf_task" USING btree ("tenant_id","assignee") WHERE ended_at is null;--> statement-breakpoint
CREATE INDEX "wf_task_done_idx" ON "wf_task" USING btree ("tenant_id","completed_by","ended_at");--> statement-breakpoint
CREATE INDEX "wf_task_inst_idx" ON "wf_task" USING btree ("tenant_id","proc_inst_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_variable_scope_name_uq" ON "wf_variable" USING btree ("tenant_id","proc_inst_id","scope_id","name");