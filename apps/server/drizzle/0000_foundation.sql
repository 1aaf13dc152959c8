CREATE TABLE "app_secret" (
	"name" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_captcha" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"answer_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_client" (
	"id" bigint PRIMARY KEY NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"client_secret" varchar(256) NOT NULL,
	"resource_ids" varchar(256),
	"scope" varchar(256) DEFAULT 'all' NOT NULL,
	"authorized_grant_types" varchar(256) NOT NULL,
	"web_server_redirect_uri" varchar(256),
	"authorities" varchar(256),
	"access_token_validity" integer NOT NULL,
	"refresh_token_validity" integer NOT NULL,
	"additional_information" varchar(4096),
	"autoapprove" varchar(256),
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
CREATE TABLE "blade_dict" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(255) NOT NULL,
	"dict_key" varchar(255) DEFAULT '-1' NOT NULL,
	"dict_value" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"remark" varchar(255),
	"is_sealed" smallint DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(64) NOT NULL,
	"alias" varchar(64) DEFAULT 'menu' NOT NULL,
	"path" varchar(255) DEFAULT '' NOT NULL,
	"source" varchar(255) DEFAULT '' NOT NULL,
	"component" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
	"category" smallint DEFAULT 1 NOT NULL,
	"action" smallint DEFAULT 0 NOT NULL,
	"is_open" smallint DEFAULT 1 NOT NULL,
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
CREATE TABLE "blade_tenant_package" (
	"id" bigint PRIMARY KEY NOT NULL,
	"package_name" varchar(100) NOT NULL,
	"menu_id" text DEFAULT '' NOT NULL,
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
CREATE TABLE "blade_tenant" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"tenant_name" varchar(100) NOT NULL,
	"domain" varchar(255),
	"background_url" varchar(1000),
	"linkman" varchar(50),
	"contact_number" varchar(30),
	"address" varchar(255),
	"account_number" integer DEFAULT -1 NOT NULL,
	"expire_time" timestamp with time zone,
	"package_id" bigint,
	"datasource_id" bigint,
	"license_key" varchar(1000),
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
CREATE TABLE "blade_dept" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"ancestors" varchar(2000) DEFAULT '0' NOT NULL,
	"dept_category" smallint DEFAULT 1 NOT NULL,
	"dept_name" varchar(45) NOT NULL,
	"full_name" varchar(45),
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_log_error" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"env" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"stack_trace" text,
	"exception_name" varchar(255),
	"message" text,
	"file_name" varchar(2000),
	"params" text,
	"remote_ip" varchar(255),
	"time" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_login_failure" (
	"tenant_id" varchar(12) NOT NULL,
	"account" varchar(45) NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_login_failure_tenant_id_account_pk" PRIMARY KEY("tenant_id","account")
);
--> statement-breakpoint
CREATE TABLE "blade_param" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"param_name" varchar(255) NOT NULL,
	"param_key" varchar(255) NOT NULL,
	"param_value" varchar(4000) NOT NULL,
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
CREATE TABLE "auth_refresh_token" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"session_id" bigint NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"state" varchar(16) DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"used_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "blade_role_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"menu_id" bigint NOT NULL,
	"role_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_role" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"role_name" varchar(255) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"role_alias" varchar(255) NOT NULL,
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
CREATE TABLE "auth_session" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"client_id" varchar(48) NOT NULL,
	"role_ids" text NOT NULL,
	"dept_id" text NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_time" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_time" timestamp with time zone,
	"revoke_reason" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu_setting" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"top_menu_id" bigint NOT NULL,
	"menu_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_top_menu" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"source" varchar(255),
	"path" varchar(255),
	"sort" integer DEFAULT 0 NOT NULL,
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
CREATE TABLE "blade_user" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(12),
	"account" varchar(45) NOT NULL,
	"password" varchar(255) NOT NULL,
	"name" varchar(20),
	"real_name" varchar(20),
	"avatar" varchar(500),
	"email" varchar(45),
	"phone" varchar(45),
	"birthday" timestamp with time zone,
	"sex" smallint,
	"role_id" text DEFAULT '' NOT NULL,
	"dept_id" text DEFAULT '' NOT NULL,
	"post_id" text DEFAULT '' NOT NULL,
	"user_type" smallint DEFAULT 1 NOT NULL,
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
CREATE UNIQUE INDEX "blade_client_client_id_uq" ON "blade_client" USING btree ("client_id") WHERE "blade_client"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_dict_code_key_uq" ON "blade_dict" USING btree ("code","dict_key") WHERE "blade_dict"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_menu_code_uq" ON "blade_menu" USING btree ("code") WHERE "blade_menu"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_tenant_tenant_id_uq" ON "blade_tenant" USING btree ("tenant_id") WHERE "blade_tenant"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_dept_tenant_idx" ON "blade_dept" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "blade_log_error_list_idx" ON "blade_log_error" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_param_key_uq" ON "blade_param" USING btree ("tenant_id","param_key") WHERE "blade_param"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_param_list_idx" ON "blade_param" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_refresh_token_hash_uq" ON "auth_refresh_token" USING btree ("tenant_id","token_hash");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_session_idx" ON "auth_refresh_token" USING btree ("tenant_id","session_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_role_menu_uq" ON "blade_role_menu" USING btree ("tenant_id","role_id","menu_id");--> statement-breakpoint
CREATE INDEX "blade_role_tenant_idx" ON "blade_role" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_top_menu_setting_uq" ON "blade_top_menu_setting" USING btree ("tenant_id","top_menu_id","menu_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_user_account_uq" ON "blade_user" USING btree ("tenant_id","account") WHERE "blade_user"."is_deleted" = 0;