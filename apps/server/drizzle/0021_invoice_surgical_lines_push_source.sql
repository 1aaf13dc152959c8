DROP INDEX "scm_push_source_idx";--> statement-breakpoint
ALTER TABLE "scm_invoice_line" ADD COLUMN "surgical_order_id" bigint;--> statement-breakpoint
ALTER TABLE "scm_invoice_line" ADD COLUMN "surgical_order_no" varchar(32);--> statement-breakpoint
ALTER TABLE "scm_invoice_line" ADD COLUMN "surgical_line_id" bigint;--> statement-breakpoint
CREATE INDEX "scm_invoice_line_surgical_line_idx" ON "scm_invoice_line" USING btree ("surgical_line_id");--> statement-breakpoint
CREATE INDEX "scm_push_source_idx" ON "scm_push" USING btree ("tenant_id","source_type","source_id");