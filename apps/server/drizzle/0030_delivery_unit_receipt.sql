CREATE TABLE "scm_delivery_return" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"hospital_tenant_id" varchar(12) NOT NULL,
	"supplier_tenant_id" varchar(12) NOT NULL,
	"delivery_id" bigint NOT NULL,
	"delivery_line_id" bigint NOT NULL,
	"delivery_unit_id" bigint NOT NULL,
	"code" varchar(200) NOT NULL,
	"reason" varchar(200) NOT NULL,
	"user_id" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "scm_delivery_unit" ADD COLUMN "receipt_outcome" varchar(16);--> statement-breakpoint
ALTER TABLE "scm_delivery_unit" ADD COLUMN "refuse_reason" varchar(200);--> statement-breakpoint
CREATE INDEX "scm_delivery_return_delivery_idx" ON "scm_delivery_return" USING btree ("delivery_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_delivery_return_unit_idx" ON "scm_delivery_return" USING btree ("delivery_unit_id");