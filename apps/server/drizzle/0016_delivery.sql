CREATE TABLE "scm_delivery" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"hospital_name" varchar(128) NOT NULL,
	"supplier_name" varchar(128) NOT NULL,
	"delivery_no" varchar(32) NOT NULL,
	"delivery_type" varchar(16) NOT NULL,
	"delivery_status" varchar(16) DEFAULT 'SAVED' NOT NULL,
	"invoice_with_goods" boolean DEFAULT false NOT NULL,
	"ship_date" date,
	"expected_arrival_date" date,
	"receiving_address_id" bigint,
	"warehouse_name" varchar(64),
	"receiving_address" varchar(256),
	"receiver" varchar(32),
	"receiver_phone" varchar(20),
	"shipper_name" varchar(64),
	"shipper_phone" varchar(20),
	"logistics_method" varchar(8) DEFAULT 'SELF' NOT NULL,
	"carrier_name" varchar(64),
	"waybill_no" varchar(64),
	"vehicle_plate_no" varchar(16),
	"sales_rep_user_id" bigint,
	"sales_rep_name" varchar(64),
	"cold_chain" boolean DEFAULT false NOT NULL,
	"total_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"received_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"return_reason" varchar(500),
	"remark" varchar(500),
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"received_at" timestamp with time zone,
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
CREATE TABLE "scm_delivery_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"delivery_id" bigint NOT NULL,
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
CREATE TABLE "scm_delivery_line" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"delivery_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"indent_id" bigint,
	"indent_no" varchar(32),
	"indent_line_id" bigint,
	"catalog_item_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"product_name" varchar(200) NOT NULL,
	"specification" varchar(200),
	"model" varchar(200),
	"unit" varchar(16) NOT NULL,
	"registration_no" varchar(64),
	"manufacturer_name" varchar(128),
	"udi_di" varchar(40),
	"storage_condition" varchar(16),
	"qty" numeric(18, 4) NOT NULL,
	"unit_price" numeric(18, 4) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"batch_no" varchar(50),
	"production_date" date,
	"expiry_date" date,
	"sterilization_batch_no" varchar(50),
	"sterilization_expiry" date,
	"serial_no" varchar(64),
	"udi" varchar(200),
	"received_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"rejected_qty" numeric(18, 4) DEFAULT '0' NOT NULL,
	"reject_reason" varchar(200),
	"remark" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_delivery_temperature" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"delivery_id" bigint NOT NULL,
	"box_code" varchar(32),
	"temperature" numeric(5, 1) NOT NULL,
	"humidity" numeric(5, 1),
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scm_delivery_unit" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"delivery_id" bigint NOT NULL,
	"delivery_line_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"serial_no" varchar(64),
	"udi" varchar(200)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scm_delivery_no_uq" ON "scm_delivery" USING btree ("supplier_tenant_id","delivery_no");--> statement-breakpoint
CREATE INDEX "scm_delivery_hospital_idx" ON "scm_delivery" USING btree ("hospital_tenant_id","delivery_status");--> statement-breakpoint
CREATE INDEX "scm_delivery_supplier_idx" ON "scm_delivery" USING btree ("supplier_tenant_id","delivery_status");--> statement-breakpoint
CREATE INDEX "scm_delivery_history_delivery_idx" ON "scm_delivery_history" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "scm_delivery_line_delivery_idx" ON "scm_delivery_line" USING btree ("delivery_id","line_no");--> statement-breakpoint
CREATE INDEX "scm_delivery_line_indent_line_idx" ON "scm_delivery_line" USING btree ("indent_line_id");--> statement-breakpoint
CREATE INDEX "scm_delivery_temperature_delivery_idx" ON "scm_delivery_temperature" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "scm_delivery_unit_line_idx" ON "scm_delivery_unit" USING btree ("delivery_line_id");--> statement-breakpoint
CREATE INDEX "scm_delivery_unit_serial_idx" ON "scm_delivery_unit" USING btree ("hospital_tenant_id","sku_id","serial_no");--> statement-breakpoint
CREATE OR REPLACE FUNCTION scm_sku_owner(bigint) RETURNS varchar LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT
  AS $$ SELECT tenant_id FROM scm_product_sku WHERE id = $1 AND is_deleted = 0 $$;--> statement-breakpoint
ALTER FUNCTION scm_sku_owner(bigint) OWNER TO beree_platform;--> statement-breakpoint
REVOKE ALL ON FUNCTION scm_sku_owner(bigint) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION scm_sku_owner(bigint) TO beree_app;
