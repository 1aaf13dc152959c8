CREATE TABLE "wf_timer" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"execution_id" bigint NOT NULL,
	"activity_id" varchar(255) NOT NULL,
	"node_id" varchar(255) NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"period" varchar(64),
	"remaining" integer,
	"gen" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_button" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"button_key" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"display" boolean DEFAULT true NOT NULL,
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
CREATE TABLE "wf_condition" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"expression" varchar(1000) NOT NULL,
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
CREATE TABLE "wf_model_scope" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"model_id" bigint NOT NULL,
	"type" varchar(8) NOT NULL,
	"val" varchar(64) NOT NULL,
	"text" varchar(255),
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_draft" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"proc_def_key" varchar(255) NOT NULL,
	"proc_def_id" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_form_default_value" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"field_type" varchar(16) NOT NULL,
	"kind" varchar(12) NOT NULL,
	"content" varchar(500) NOT NULL,
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
CREATE TABLE "wf_form_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"form_id" bigint NOT NULL,
	"form_version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"content" jsonb NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_form" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"form_key" varchar(64) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category_id" bigint,
	"content" jsonb NOT NULL,
	"form_version" integer DEFAULT 1 NOT NULL,
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
CREATE TABLE "scm_push_endpoint" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"endpoint_name" varchar(64) NOT NULL,
	"target_system" varchar(24) NOT NULL,
	"url" varchar(500) NOT NULL,
	"secret_encrypted" varchar(400) NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"doc_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
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
CREATE TABLE "scm_push" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"endpoint_id" bigint NOT NULL,
	"endpoint_name" varchar(64) NOT NULL,
	"target_system" varchar(24) NOT NULL,
	"source_type" varchar(16) NOT NULL,
	"source_id" bigint NOT NULL,
	"source_no" varchar(32) NOT NULL,
	"source_version" integer NOT NULL,
	"push_status" varchar(16) DEFAULT 'UN_PUSH' NOT NULL,
	"push_states" varchar(16) DEFAULT 'UN_PUSH' NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"round" integer DEFAULT 1 NOT NULL,
	"sent_round" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"next_retry_at" timestamp with time zone,
	"last_error" varchar(1000),
	"partner_doc_id" varchar(64),
	"taken_at" timestamp with time zone,
	"idempotency_key" varchar(100) NOT NULL,
	"payload_hash" varchar(64) NOT NULL,
	"body" text NOT NULL,
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
CREATE TABLE "scm_invoice_attachment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12),
	"supplier_tenant_id" varchar(12) NOT NULL,
	"invoice_id" bigint NOT NULL,
	"attach_id" bigint NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"mime_type" varchar(100),
	"attach_size" bigint,
	"object_key" varchar(500) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_invoice_coverage" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12),
	"supplier_tenant_id" varchar(12) NOT NULL,
	"invoice_id" bigint NOT NULL,
	"invoice_line_id" bigint NOT NULL,
	"upstream_invoice_id" bigint NOT NULL,
	"upstream_line_id" bigint NOT NULL,
	"quantity" numeric(18, 4) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_invoice_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12),
	"supplier_tenant_id" varchar(12) NOT NULL,
	"invoice_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_invoice_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12),
	"supplier_tenant_id" varchar(12) NOT NULL,
	"invoice_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"source_kind" varchar(12),
	"delivery_id" bigint,
	"delivery_no" varchar(32),
	"delivery_line_id" bigint,
	"sku_id" bigint NOT NULL,
	"item_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"unit" varchar(16),
	"batch_no" varchar(50),
	"quantity" numeric(18, 4) NOT NULL,
	"source_unit_price" numeric(18, 4),
	"unit_price_excl_tax" numeric(18, 8) NOT NULL,
	"amount_excl_tax" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"amount_incl_tax" numeric(18, 2) NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_invoice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12),
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128),
	"supplier_name" varchar(128) NOT NULL,
	"invoice_role" varchar(12) NOT NULL,
	"invoice_type" varchar(8) NOT NULL,
	"invoice_medium" varchar(12) NOT NULL,
	"invoice_code" varchar(12),
	"invoice_no" varchar(20) NOT NULL,
	"check_code" varchar(20),
	"invoice_date" date NOT NULL,
	"seller_name" varchar(128) NOT NULL,
	"seller_tax_no" varchar(20) NOT NULL,
	"seller_party_id" varchar(12),
	"buyer_name" varchar(128) NOT NULL,
	"buyer_tax_no" varchar(20) NOT NULL,
	"amount_excl_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"amount_incl_tax" numeric(18, 2) DEFAULT '0' NOT NULL,
	"invoice_status" varchar(16) DEFAULT 'SAVED' NOT NULL,
	"return_reason" varchar(500),
	"red_letter" boolean DEFAULT false NOT NULL,
	"original_invoice_id" bigint,
	"remark" varchar(500),
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
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
CREATE TABLE "scm_surgical_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"surgical_order_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"overridden_warnings" varchar(2000),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_surgical_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"surgical_order_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"catalog_item_id" bigint NOT NULL,
	"hospital_item_code" varchar(32),
	"sku_id" bigint NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"registration_no" varchar(64),
	"manufacturer_name" varchar(128),
	"udi_di" varchar(40),
	"planned_qty" numeric(18, 4) NOT NULL,
	"released_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"used_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"returned_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"used_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"batch_no" varchar(50),
	"production_date" date,
	"expiry_date" date,
	"sterilization_batch_no" varchar(50),
	"sterilization_expiry" date,
	"serial_no" varchar(64),
	"udi" varchar(200),
	"remark" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_surgical_order" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128) NOT NULL,
	"supplier_name" varchar(128) NOT NULL,
	"surgical_order_no" varchar(32) NOT NULL,
	"surgical_status" varchar(16) DEFAULT 'CONFIRM' NOT NULL,
	"department_id" bigint NOT NULL,
	"department_name" varchar(64) NOT NULL,
	"surgery_date_time" varchar(19) NOT NULL,
	"operating_room" varchar(32),
	"table_no" varchar(16),
	"surgery_name" varchar(200) NOT NULL,
	"surgeon_name" varchar(32) NOT NULL,
	"surgeon_staff_no" varchar(32),
	"patient_inpatient_no" varchar(32) NOT NULL,
	"patient_name" varchar(32) NOT NULL,
	"patient_gender" varchar(8),
	"patient_age" smallint,
	"bed_no" varchar(16),
	"kit_type" varchar(24),
	"follower_user_id" bigint,
	"follower_name" varchar(32),
	"follower_phone" varchar(20),
	"release_date" date,
	"usage_nurse_staff_no" varchar(32),
	"usage_doctor_staff_no" varchar(32),
	"planned_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"used_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"released_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"used_at" timestamp with time zone,
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
CREATE TABLE "scm_surgical_unit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"surgical_order_id" bigint NOT NULL,
	"surgical_line_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"serial_no" varchar(64),
	"udi" varchar(200),
	"used" boolean DEFAULT false NOT NULL,
	"used_udi" varchar(200)
);
--> statement-breakpoint
CREATE INDEX "wf_timer_exec_idx" ON "wf_timer" USING btree ("tenant_id","proc_inst_id","execution_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_button_key_uq" ON "wf_button" USING btree ("tenant_id","button_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE INDEX "wf_condition_tenant_idx" ON "wf_condition" USING btree ("tenant_id","sort");--> statement-breakpoint
CREATE INDEX "wf_model_scope_model_idx" ON "wf_model_scope" USING btree ("tenant_id","model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_draft_user_key_uq" ON "wf_draft" USING btree ("tenant_id","user_id","proc_def_key");--> statement-breakpoint
CREATE INDEX "wf_form_default_value_type_idx" ON "wf_form_default_value" USING btree ("tenant_id","field_type");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_form_history_version_uq" ON "wf_form_history" USING btree ("tenant_id","form_id","form_version");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_form_key_uq" ON "wf_form" USING btree ("tenant_id","form_key") WHERE is_deleted = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "scm_push_endpoint_name_uq" ON "scm_push_endpoint" USING btree ("tenant_id","endpoint_name") WHERE "scm_push_endpoint"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "scm_push_key_uq" ON "scm_push" USING btree ("tenant_id","endpoint_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "scm_push_source_idx" ON "scm_push" USING btree ("source_type","source_id");--> statement-breakpoint
CREATE INDEX "scm_push_hospital_idx" ON "scm_push" USING btree ("hospital_tenant_id","push_states");--> statement-breakpoint
CREATE INDEX "scm_push_supplier_idx" ON "scm_push" USING btree ("supplier_tenant_id","push_states");--> statement-breakpoint
CREATE INDEX "scm_invoice_attachment_invoice_idx" ON "scm_invoice_attachment" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "scm_invoice_coverage_invoice_idx" ON "scm_invoice_coverage" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "scm_invoice_coverage_upstream_idx" ON "scm_invoice_coverage" USING btree ("upstream_line_id");--> statement-breakpoint
CREATE INDEX "scm_invoice_history_invoice_idx" ON "scm_invoice_history" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "scm_invoice_line_invoice_idx" ON "scm_invoice_line" USING btree ("invoice_id","line_no");--> statement-breakpoint
CREATE INDEX "scm_invoice_line_delivery_line_idx" ON "scm_invoice_line" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE INDEX "scm_invoice_line_sku_idx" ON "scm_invoice_line" USING btree ("supplier_tenant_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_invoice_number_uq" ON "scm_invoice" USING btree (coalesce("invoice_code", ''),"invoice_no") WHERE "scm_invoice"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "scm_invoice_hospital_idx" ON "scm_invoice" USING btree ("hospital_tenant_id","invoice_status");--> statement-breakpoint
CREATE INDEX "scm_invoice_supplier_idx" ON "scm_invoice" USING btree ("supplier_tenant_id","invoice_role","invoice_status");--> statement-breakpoint
CREATE INDEX "scm_invoice_original_idx" ON "scm_invoice" USING btree ("original_invoice_id");--> statement-breakpoint
CREATE INDEX "scm_surgical_history_order_idx" ON "scm_surgical_history" USING btree ("surgical_order_id");--> statement-breakpoint
CREATE INDEX "scm_surgical_line_order_idx" ON "scm_surgical_line" USING btree ("surgical_order_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_surgical_order_no_uq" ON "scm_surgical_order" USING btree ("hospital_tenant_id","surgical_order_no");--> statement-breakpoint
CREATE INDEX "scm_surgical_order_hospital_idx" ON "scm_surgical_order" USING btree ("hospital_tenant_id","surgical_status");--> statement-breakpoint
CREATE INDEX "scm_surgical_order_supplier_idx" ON "scm_surgical_order" USING btree ("supplier_tenant_id","surgical_status");--> statement-breakpoint
CREATE INDEX "scm_surgical_unit_line_idx" ON "scm_surgical_unit" USING btree ("surgical_line_id");--> statement-breakpoint
CREATE INDEX "scm_surgical_unit_serial_idx" ON "scm_surgical_unit" USING btree ("hospital_tenant_id","sku_id","serial_no");