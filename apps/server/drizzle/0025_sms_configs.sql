CREATE TABLE "blade_sms" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer NOT NULL,
	"sms_code" varchar(64) NOT NULL,
	"template_id" varchar(100) NOT NULL,
	"access_key" varchar(128),
	"secret_sealed" text NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"region_id" varchar(64),
	"app_id" varchar(64),
	"sign_name" varchar(64),
	"endpoint" varchar(500),
	"remark" varchar(255),
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
CREATE UNIQUE INDEX "blade_sms_code_uq" ON "blade_sms" USING btree ("tenant_id","sms_code") WHERE "blade_sms"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_sms_enabled_uq" ON "blade_sms" USING btree ("tenant_id") WHERE "blade_sms"."is_deleted" = 0 and "blade_sms"."status" = 2;