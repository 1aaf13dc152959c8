ALTER TABLE "scm_certificate" ADD COLUMN "grantor_tenant_id" varchar(12);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "grantor_name" varchar(128);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "grantee_tenant_id" varchar(12);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "grantee_name" varchar(128);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "parent_authorization_id" bigint;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "authorization_level" smallint;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "authorized_hospital_ids" jsonb;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "authorized_product_ids" jsonb;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "authorized_region" varchar(256);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "agent_user_id" bigint;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "agent_person_name" varchar(64);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "agent_mobile" varchar(20);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "agent_id_card_cert_id" bigint;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "target_hospital_tenant_id" varchar(12);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "target_hospital_name" varchar(128);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "scope" jsonb;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "person_name" varchar(64);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "id_number_encrypted" text;--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "id_number_masked" varchar(32);--> statement-breakpoint
ALTER TABLE "scm_certificate" ADD COLUMN "gender" varchar(8);--> statement-breakpoint
CREATE INDEX "scm_certificate_grantee_idx" ON "scm_certificate" USING btree ("tenant_id","grantee_tenant_id") WHERE "scm_certificate"."grantee_tenant_id" is not null;--> statement-breakpoint
CREATE INDEX "scm_certificate_agent_idx" ON "scm_certificate" USING btree ("tenant_id","agent_user_id") WHERE "scm_certificate"."agent_user_id" is not null;--> statement-breakpoint
-- R12 needs a product's owner, a row of another tenant: this function answers that one column,
-- running as the platform role (the roles are made here when migrations run before applySecurity).
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'beree_app') THEN CREATE ROLE beree_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT; END IF;
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'beree_platform') THEN CREATE ROLE beree_platform NOLOGIN NOSUPERUSER NOBYPASSRLS NOINHERIT; END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;--> statement-breakpoint
DO $$ BEGIN GRANT beree_platform TO CURRENT_USER; EXCEPTION WHEN OTHERS THEN NULL; END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION scm_product_owner(bigint) RETURNS varchar LANGUAGE sql STABLE SECURITY DEFINER SET search_path FROM CURRENT
  AS $$ SELECT tenant_id FROM scm_product WHERE id = $1 AND is_deleted = 0 $$;--> statement-breakpoint
ALTER FUNCTION scm_product_owner(bigint) OWNER TO beree_platform;--> statement-breakpoint
REVOKE ALL ON FUNCTION scm_product_owner(bigint) FROM PUBLIC;--> statement-breakpoint
GRANT EXECUTE ON FUNCTION scm_product_owner(bigint) TO beree_app;
