CREATE TABLE "blade_ccc" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"ccc_code" varchar(64) NOT NULL,
	"instance_id" varchar(128) NOT NULL,
	"access_key" varchar(128) NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"region_id" varchar(64),
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
CREATE TABLE "blade_oss" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"category" integer NOT NULL,
	"oss_code" varchar(64) NOT NULL,
	"endpoint" varchar(500),
	"access_key" varchar(256),
	"secret_sealed" text,
	"secret_hint" varchar(8),
	"bucket_name" varchar(255),
	"app_id" varchar(64),
	"region" varchar(64),
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
CREATE TABLE "blade_log_api" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"type" varchar(2) DEFAULT '1' NOT NULL,
	"title" varchar(255),
	"method" varchar(10),
	"request_uri" varchar(2000),
	"user_agent" varchar(1000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"params" text,
	"body" text,
	"status" integer,
	"duration" integer,
	"time" varchar(64),
	"user_id" bigint,
	"trace_id" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blade_log_usual" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"service_id" varchar(32),
	"server_host" varchar(255),
	"server_ip" varchar(255),
	"env" varchar(255),
	"log_level" varchar(16) NOT NULL,
	"log_id" varchar(64) NOT NULL,
	"log_data" text,
	"method" varchar(10),
	"request_uri" varchar(2000),
	"remote_ip" varchar(255),
	"method_class" varchar(255),
	"method_name" varchar(255),
	"user_agent" varchar(1000),
	"params" text,
	"time" varchar(64),
	"user_id" bigint,
	"trace_id" varchar(64),
	"create_by" varchar(64),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blade_log_error" ADD COLUMN "trace_id" varchar(64);--> statement-breakpoint
ALTER TABLE "blade_attach" ADD COLUMN "oss_id" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_ccc_code_uq" ON "blade_ccc" USING btree ("tenant_id","ccc_code") WHERE "blade_ccc"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_ccc_enabled_uq" ON "blade_ccc" USING btree ("tenant_id") WHERE "blade_ccc"."is_deleted" = 0 and "blade_ccc"."status" = 2;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_code_uq" ON "blade_oss" USING btree ("tenant_id","oss_code") WHERE "blade_oss"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_oss_enabled_uq" ON "blade_oss" USING btree ("tenant_id") WHERE "blade_oss"."is_deleted" = 0 and "blade_oss"."status" = 2;--> statement-breakpoint
CREATE INDEX "blade_log_api_list_idx" ON "blade_log_api" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_api_time_idx" ON "blade_log_api" USING btree ("create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_list_idx" ON "blade_log_usual" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_log_usual_time_idx" ON "blade_log_usual" USING btree ("create_time");