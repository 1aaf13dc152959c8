DROP INDEX "scm_delivery_hospital_idx";--> statement-breakpoint
DROP INDEX "scm_delivery_supplier_idx";--> statement-breakpoint
CREATE INDEX "scm_delivery_hospital_idx" ON "scm_delivery" USING btree ("hospital_tenant_id","delivery_status","ship_date");--> statement-breakpoint
CREATE INDEX "scm_delivery_supplier_idx" ON "scm_delivery" USING btree ("supplier_tenant_id","delivery_status","ship_date");