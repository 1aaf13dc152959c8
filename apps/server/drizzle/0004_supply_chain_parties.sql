CREATE TABLE "scm_supply_relation_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"relation_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_supply_relation" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(100) NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"supply_status" varchar(16) NOT NULL,
	"manufacturer_direct" boolean DEFAULT false NOT NULL,
	"apply_reason" varchar(500),
	"applicant_user_id" bigint,
	"applied_at" timestamp with time zone,
	"reviewer_user_id" bigint,
	"reviewed_at" timestamp with time zone,
	"review_comment" varchar(500),
	"reject_reason" varchar(500),
	"stop_reason" varchar(500),
	"stopped_at" timestamp with time zone,
	"stopped_by" bigint,
	"hospital_supplier_code" varchar(32),
	"supplier_contact_name" varchar(64),
	"supplier_contact_phone" varchar(20),
	"hospital_contact_name" varchar(64),
	"hospital_contact_phone" varchar(20),
	"effective_from" date,
	"effective_to" date,
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
ALTER TABLE "blade_tenant" ADD COLUMN "tenant_kind" varchar(16) DEFAULT 'HOSPITAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_tenant" ADD COLUMN "company_types" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "scm_supply_relation_history_relation_idx" ON "scm_supply_relation_history" USING btree ("hospital_tenant_id","relation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_supply_relation_open_uq" ON "scm_supply_relation" USING btree ("supplier_tenant_id","hospital_tenant_id") WHERE "scm_supply_relation"."is_deleted" = 0 and "scm_supply_relation"."supply_status" in ('SUBMITTED', 'APPROVED', 'STOPPED');--> statement-breakpoint
CREATE INDEX "scm_supply_relation_hospital_idx" ON "scm_supply_relation" USING btree ("hospital_tenant_id","supply_status");--> statement-breakpoint
CREATE INDEX "scm_supply_relation_supplier_idx" ON "scm_supply_relation" USING btree ("supplier_tenant_id","supply_status");--> statement-breakpoint
-- Tenants made before kinds existed take the kind their id range was handed out for.
UPDATE "blade_tenant" SET "tenant_kind" = CASE
  WHEN "tenant_id" = '000000' THEN 'PLATFORM'
  WHEN "tenant_id" LIKE '2%' THEN 'DEALER'
  WHEN "tenant_id" LIKE '3%' THEN 'MANUFACTURER'
  WHEN "tenant_id" LIKE '4%' THEN 'FOREIGN_OFFICE'
  ELSE 'HOSPITAL' END;
