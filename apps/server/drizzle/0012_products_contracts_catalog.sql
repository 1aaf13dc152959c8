CREATE TABLE "scm_product_import" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"file_name" varchar(255),
	"state" varchar(16) DEFAULT 'RUNNING' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
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
CREATE TABLE "scm_product_sku" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"product_id" bigint NOT NULL,
	"sku_code" varchar(32),
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"package_qty" numeric(12, 2),
	"udi_di" varchar(40),
	"reference_price" numeric(18, 4),
	"platform_product_code" varchar(64),
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
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
CREATE TABLE "scm_product_udi" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"sku_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"udi_di" varchar(40) NOT NULL,
	"contains_qty" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_product" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"generic_name" varchar(200),
	"brand" varchar(64),
	"manufacturer_name" varchar(128),
	"product_type" varchar(8) NOT NULL,
	"management_level" varchar(16),
	"area_type" varchar(4),
	"registration_cert_id" bigint,
	"registration_no" varchar(64),
	"classification_code" varchar(8),
	"medical_insurance_code" varchar(27),
	"high_value" boolean DEFAULT false NOT NULL,
	"implantable" boolean DEFAULT false NOT NULL,
	"sterile" boolean DEFAULT false NOT NULL,
	"storage_condition" varchar(16) DEFAULT 'AMBIENT' NOT NULL,
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
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
CREATE TABLE "scm_catalog_item" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128) NOT NULL,
	"supplier_name" varchar(128) NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"registration_no" varchar(64),
	"manufacturer_name" varchar(128),
	"udi_di" varchar(40),
	"product_type" varchar(8),
	"management_level" varchar(16),
	"high_value" boolean DEFAULT false NOT NULL,
	"implantable" boolean DEFAULT false NOT NULL,
	"hospital_item_code" varchar(32),
	"hospital_item_name" varchar(200),
	"hospital_unit" varchar(16),
	"conversion_ratio" numeric(12, 4),
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"bid_status" varchar(16) NOT NULL,
	"bid_no" varchar(64),
	"bid_project_name" varchar(200),
	"contract_id" bigint,
	"contract_line_id" bigint,
	"vbp" boolean DEFAULT false NOT NULL,
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
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
CREATE TABLE "scm_contract_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"buyer_tenant_id" varchar(12) NOT NULL,
	"seller_tenant_id" varchar(12) NOT NULL,
	"contract_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"registration_no" varchar(64),
	"manufacturer_name" varchar(128),
	"udi_di" varchar(40),
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"bid_status" varchar(16) NOT NULL,
	"bid_price" numeric(18, 4),
	"platform_product_code" varchar(64),
	"max_qty" numeric(14, 2),
	"valid_from" date,
	"valid_to" date,
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_contract" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"buyer_tenant_id" varchar(12) NOT NULL,
	"seller_tenant_id" varchar(12) NOT NULL,
	"buyer_name" varchar(128) NOT NULL,
	"seller_name" varchar(128) NOT NULL,
	"contract_no" varchar(64) NOT NULL,
	"contract_name" varchar(200) NOT NULL,
	"contract_type" varchar(16) NOT NULL,
	"bid_status" varchar(16) NOT NULL,
	"tender_project_no" varchar(64),
	"sign_date" date,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"amount_cap" numeric(18, 2),
	"payment_term_days" integer,
	"contract_status" varchar(16) DEFAULT 'SAVED' NOT NULL,
	"effective_at" timestamp with time zone,
	"use_flag" varchar(8) DEFAULT 'USING' NOT NULL,
	"certificate_id" bigint,
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
CREATE INDEX "scm_product_import_tenant_idx" ON "scm_product_import" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "scm_product_sku_product_idx" ON "scm_product_sku" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_product_sku_code_uq" ON "scm_product_sku" USING btree ("tenant_id","sku_code") WHERE "scm_product_sku"."is_deleted" = 0 and "scm_product_sku"."sku_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scm_product_udi_di_uq" ON "scm_product_udi" USING btree ("udi_di");--> statement-breakpoint
CREATE INDEX "scm_product_udi_sku_idx" ON "scm_product_udi" USING btree ("tenant_id","sku_id");--> statement-breakpoint
CREATE INDEX "scm_product_list_idx" ON "scm_product" USING btree ("tenant_id","product_type","use_flag");--> statement-breakpoint
CREATE INDEX "scm_product_cert_idx" ON "scm_product" USING btree ("tenant_id","registration_cert_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_catalog_item_uq" ON "scm_catalog_item" USING btree ("hospital_tenant_id","supplier_tenant_id","sku_id") WHERE "scm_catalog_item"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "scm_catalog_item_supplier_idx" ON "scm_catalog_item" USING btree ("supplier_tenant_id","hospital_tenant_id");--> statement-breakpoint
CREATE INDEX "scm_contract_line_contract_idx" ON "scm_contract_line" USING btree ("contract_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_contract_no_uq" ON "scm_contract" USING btree ("tenant_id","contract_no") WHERE "scm_contract"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "scm_contract_buyer_idx" ON "scm_contract" USING btree ("buyer_tenant_id","contract_status");--> statement-breakpoint
CREATE INDEX "scm_contract_seller_idx" ON "scm_contract" USING btree ("seller_tenant_id","contract_status");