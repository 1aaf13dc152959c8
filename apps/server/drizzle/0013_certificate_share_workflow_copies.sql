CREATE TABLE "wf_copy" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"task_id" bigint,
	"task_name" varchar(255),
	"user_id" varchar(64) NOT NULL,
	"from_user_id" varchar(64) NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wf_copy_once_uq" UNIQUE NULLS NOT DISTINCT("tenant_id","proc_inst_id","user_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "wf_urge" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_certificate_share_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"share_id" bigint NOT NULL,
	"certificate_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16),
	"reason" varchar(500),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_certificate_share" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"certificate_id" bigint NOT NULL,
	"hospital_name" varchar(100) NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"cert_type" varchar(40) NOT NULL,
	"cert_name" varchar(128),
	"cert_no" varchar(64),
	"review_status" varchar(16) DEFAULT 'SUBMITTED' NOT NULL,
	"shared_at" timestamp with time zone NOT NULL,
	"shared_by" bigint,
	"reviewer_user_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_comment" varchar(500),
	"reject_reason" varchar(500),
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
CREATE INDEX "wf_copy_user_idx" ON "wf_copy" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "wf_urge_task_idx" ON "wf_urge" USING btree ("tenant_id","task_id","created_at");--> statement-breakpoint
CREATE INDEX "scm_certificate_share_history_share_idx" ON "scm_certificate_share_history" USING btree ("hospital_tenant_id","share_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_certificate_share_uq" ON "scm_certificate_share" USING btree ("supplier_tenant_id","certificate_id","hospital_tenant_id") WHERE "scm_certificate_share"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "scm_certificate_share_hospital_idx" ON "scm_certificate_share" USING btree ("hospital_tenant_id","review_status");