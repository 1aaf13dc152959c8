CREATE TABLE "scm_hospital_department" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(32) NOT NULL,
	"name" varchar(64) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"his_code" varchar(32),
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
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
CREATE TABLE "scm_hospital_profile" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128) NOT NULL,
	"short_name" varchar(64),
	"pinyin_code" varchar(32),
	"hospital_code" varchar(32),
	"platform_hospital_code" varchar(32),
	"unified_social_credit_code" varchar(18) NOT NULL,
	"medical_institution_license_no" varchar(32),
	"grade" varchar(16) NOT NULL,
	"ownership" varchar(16) NOT NULL,
	"bed_count" integer,
	"province_code" varchar(6),
	"city_code" varchar(6),
	"district_code" varchar(6),
	"address" varchar(256),
	"create_user" bigint,
	"create_dept" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user" bigint,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"status" varchar(8) DEFAULT 'ENABLE' NOT NULL,
	"is_deleted" smallint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_hospital_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"cert_warn_days" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enforce_two_invoice" boolean,
	"min_remaining_shelf_life_days" integer,
	"settlement_basis" varchar(16),
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
CREATE TABLE "scm_receiving_address" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"warehouse_name" varchar(64) NOT NULL,
	"address" varchar(256) NOT NULL,
	"receiver" varchar(32) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"remark" varchar(255),
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
CREATE TABLE "scm_certificate_attachment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"certificate_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_certificate" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"cert_type" varchar(40) NOT NULL,
	"cert_sub_type" varchar(40),
	"cert_name" varchar(128),
	"cert_no" varchar(64),
	"subject_company_name" varchar(128),
	"issuing_authority" varchar(128),
	"issue_date" date,
	"validity_start" date,
	"validity_end" date,
	"long_term" boolean DEFAULT false NOT NULL,
	"archive_status" varchar(16) DEFAULT 'SAVED' NOT NULL,
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
	"renewed_from_id" bigint,
	"renewed_by_id" bigint,
	"archived_at" timestamp with time zone,
	"archived_by" bigint,
	"registration_certificate_type" varchar(16),
	"management_level" varchar(16),
	"area_type" varchar(4),
	"product_type" varchar(8),
	"registrant_name" varchar(128),
	"registrant_address" varchar(256),
	"manufacturing_address" varchar(256),
	"agent_name" varchar(128),
	"model_spec_text" text,
	"intended_use" text,
	"remark" varchar(500),
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
CREATE UNIQUE INDEX "scm_hospital_department_code_uq" ON "scm_hospital_department" USING btree ("tenant_id","code") WHERE "scm_hospital_department"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "scm_hospital_department_parent_idx" ON "scm_hospital_department" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_hospital_profile_tenant_uq" ON "scm_hospital_profile" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_hospital_setting_tenant_uq" ON "scm_hospital_setting" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_receiving_address_default_uq" ON "scm_receiving_address" USING btree ("tenant_id") WHERE "scm_receiving_address"."is_default" and "scm_receiving_address"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "scm_certificate_attachment_uq" ON "scm_certificate_attachment" USING btree ("tenant_id","certificate_id","attach_id");--> statement-breakpoint
CREATE INDEX "scm_certificate_list_idx" ON "scm_certificate" USING btree ("tenant_id","cert_type","archive_status");--> statement-breakpoint
CREATE INDEX "scm_certificate_expiry_idx" ON "scm_certificate" USING btree ("tenant_id","validity_end");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_certificate_archived_no_uq" ON "scm_certificate" USING btree ("tenant_id","cert_type","cert_no") WHERE "scm_certificate"."is_deleted" = 0 and "scm_certificate"."archive_status" = 'ARCHIVE';