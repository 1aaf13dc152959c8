ALTER TABLE "blade_dict" ADD COLUMN "dict_value_en" varchar(255);--> statement-breakpoint
ALTER TABLE "blade_menu" ADD COLUMN "name_en" varchar(64);--> statement-breakpoint
ALTER TABLE "blade_dict_biz" ADD COLUMN "dict_value_en" varchar(255);--> statement-breakpoint
-- The platform's business dictionaries are read by every tenant and written only by the platform (ADR 0015).
CREATE POLICY "platform_shared_read" ON "blade_dict_biz" AS PERMISSIVE FOR SELECT TO public USING ("tenant_id" = '000000');
