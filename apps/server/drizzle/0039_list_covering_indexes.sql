DROP INDEX "scm_certificate_flag_idx";--> statement-breakpoint
DROP INDEX "scm_delivery_hospital_idx";--> statement-breakpoint
DROP INDEX "scm_delivery_supplier_idx";--> statement-breakpoint
DROP INDEX "scm_delivery_hospital_created_idx";--> statement-breakpoint
DROP INDEX "scm_delivery_supplier_created_idx";--> statement-breakpoint
CREATE INDEX "scm_certificate_share_certificate_idx" ON "scm_certificate_share" USING btree ("certificate_id","is_deleted","hospital_tenant_id","supplier_tenant_id","shared_at","id");--> statement-breakpoint
CREATE INDEX "scm_certificate_flag_idx" ON "scm_certificate" USING btree ("validity_end","cert_type","id") WHERE not "scm_certificate"."long_term";--> statement-breakpoint
CREATE INDEX "scm_delivery_hospital_idx" ON "scm_delivery" USING btree ("hospital_tenant_id","delivery_status","ship_date","create_time","id","supplier_tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "scm_delivery_supplier_idx" ON "scm_delivery" USING btree ("supplier_tenant_id","delivery_status","ship_date","create_time","id","hospital_tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "scm_delivery_hospital_created_idx" ON "scm_delivery" USING btree ("hospital_tenant_id","delivery_status","create_time","id","supplier_tenant_id","is_deleted");--> statement-breakpoint
CREATE INDEX "scm_delivery_supplier_created_idx" ON "scm_delivery" USING btree ("supplier_tenant_id","delivery_status","create_time","id","hospital_tenant_id","is_deleted");