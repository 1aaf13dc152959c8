ALTER TABLE "auth_login_failure" ADD COLUMN "source" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_login_failure" DROP CONSTRAINT "auth_login_failure_tenant_id_account_pk";--> statement-breakpoint
ALTER TABLE "auth_login_failure" ADD CONSTRAINT "auth_login_failure_tenant_id_account_source_pk" PRIMARY KEY("tenant_id","account","source");
