CREATE TABLE "scm_plan_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"reason" varchar(500),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_plan_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"catalog_item_id" bigint NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"supplier_name" varchar(128) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"registration_no" varchar(64),
	"manufacturer_name" varchar(128),
	"udi_di" varchar(40),
	"qty" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"bid_status" varchar(16) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"required_date" date,
	"remark" varchar(200),
	"indent_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_plan" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"plan_no" varchar(32) NOT NULL,
	"plan_type" varchar(16) NOT NULL,
	"plan_period" varchar(7),
	"department_id" bigint NOT NULL,
	"department_name" varchar(64) NOT NULL,
	"plan_status" varchar(16) DEFAULT 'SAVED' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"reason" varchar(500),
	"remark" varchar(500),
	"reject_reason" varchar(500),
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" bigint,
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
CREATE TABLE "scm_indent_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"indent_id" bigint NOT NULL,
	"action" varchar(16) NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24) NOT NULL,
	"reason" varchar(500),
	"user_id" bigint,
	"user_name" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_indent_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"indent_id" bigint NOT NULL,
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
	"qty" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"bid_status" varchar(16) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"delivered_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"received_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"plan_line_id" bigint,
	"remark" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_indent" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128) NOT NULL,
	"supplier_name" varchar(128) NOT NULL,
	"indent_no" varchar(32) NOT NULL,
	"plan_id" bigint,
	"plan_no" varchar(32),
	"order_type" varchar(16) NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"indent_status" varchar(24) DEFAULT 'SAVED' NOT NULL,
	"order_date" date NOT NULL,
	"expected_arrival_date" date,
	"receiving_address_id" bigint NOT NULL,
	"warehouse_name" varchar(64) NOT NULL,
	"receiving_address" varchar(256) NOT NULL,
	"receiver" varchar(32) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"remark" varchar(500),
	"decline_reason" varchar(500),
	"cancel_reason" varchar(500),
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
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
CREATE INDEX "scm_plan_history_plan_idx" ON "scm_plan_history" USING btree ("tenant_id","plan_id");--> statement-breakpoint
CREATE INDEX "scm_plan_line_plan_idx" ON "scm_plan_line" USING btree ("tenant_id","plan_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_plan_no_uq" ON "scm_plan" USING btree ("tenant_id","plan_no");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_plan_month_open_uq" ON "scm_plan" USING btree ("tenant_id","department_id","plan_period") WHERE "scm_plan"."is_deleted" = 0 and "scm_plan"."plan_type" = 'MONTH' and "scm_plan"."plan_status" <> 'APPROVED';--> statement-breakpoint
CREATE INDEX "scm_plan_status_idx" ON "scm_plan" USING btree ("tenant_id","plan_status");--> statement-breakpoint
CREATE INDEX "scm_indent_history_indent_idx" ON "scm_indent_history" USING btree ("indent_id");--> statement-breakpoint
CREATE INDEX "scm_indent_line_indent_idx" ON "scm_indent_line" USING btree ("indent_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_indent_no_uq" ON "scm_indent" USING btree ("hospital_tenant_id","indent_no");--> statement-breakpoint
CREATE INDEX "scm_indent_hospital_idx" ON "scm_indent" USING btree ("hospital_tenant_id","indent_status");--> statement-breakpoint
CREATE INDEX "scm_indent_supplier_idx" ON "scm_indent" USING btree ("supplier_tenant_id","indent_status");--> statement-breakpoint
CREATE INDEX "scm_indent_plan_idx" ON "scm_indent" USING btree ("hospital_tenant_id","plan_id");