CREATE TABLE "blade_code" (
	"id" bigint PRIMARY KEY NOT NULL,
	"model_id" bigint NOT NULL,
	"service_name" varchar(64) NOT NULL,
	"code_name" varchar(64) NOT NULL,
	"table_name" varchar(64) NOT NULL,
	"table_prefix" varchar(64),
	"pk_name" varchar(32) DEFAULT 'id' NOT NULL,
	"package_name" varchar(100) NOT NULL,
	"template_type" varchar(8) DEFAULT 'crud' NOT NULL,
	"author" varchar(64),
	"sub_model_id" bigint,
	"sub_fk_id" varchar(64),
	"tree_id" varchar(64),
	"tree_pid" varchar(64),
	"tree_name" varchar(64),
	"menu_parent" varchar(64),
	"remark" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
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
CREATE TABLE "blade_model_prototype" (
	"id" bigint PRIMARY KEY NOT NULL,
	"model_id" bigint NOT NULL,
	"jdbc_name" varchar(100) NOT NULL,
	"jdbc_type" varchar(100) NOT NULL,
	"jdbc_comment" varchar(500),
	"property_type" varchar(32) NOT NULL,
	"property_name" varchar(100) NOT NULL,
	"is_primary" smallint DEFAULT 0 NOT NULL,
	"is_nullable" smallint DEFAULT 1 NOT NULL,
	"max_length" integer,
	"is_list" smallint DEFAULT 1 NOT NULL,
	"is_form" smallint DEFAULT 1 NOT NULL,
	"is_row" smallint DEFAULT 0 NOT NULL,
	"is_required" smallint DEFAULT 0 NOT NULL,
	"is_query" smallint DEFAULT 0 NOT NULL,
	"query_type" varchar(16) DEFAULT 'equal' NOT NULL,
	"component_type" varchar(16) DEFAULT 'input' NOT NULL,
	"dict_code" varchar(100),
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
CREATE TABLE "blade_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"datasource_id" bigint DEFAULT 0 NOT NULL,
	"model_name" varchar(100) NOT NULL,
	"model_code" varchar(100) NOT NULL,
	"model_table" varchar(100) NOT NULL,
	"model_class" varchar(100) NOT NULL,
	"model_remark" varchar(500),
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
CREATE TABLE "blade_report" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"name_en" varchar(100),
	"category" varchar(64),
	"datasource_id" bigint,
	"query_sql" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chart" jsonb,
	"remark" varchar(500),
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
CREATE TABLE "blade_print_template" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"doc_type" varchar(32) NOT NULL,
	"name" varchar(100) NOT NULL,
	"template" jsonb NOT NULL,
	"sample_data" jsonb,
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
ALTER TABLE "blade_datasource" ALTER COLUMN "password" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "blade_datasource" ADD COLUMN "password_sealed" text;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_code_name_uq" ON "blade_code" USING btree ("service_name","package_name") WHERE "blade_code"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "blade_model_prototype_model_idx" ON "blade_model_prototype" USING btree ("model_id");--> statement-breakpoint
CREATE UNIQUE INDEX "blade_model_code_uq" ON "blade_model" USING btree ("model_code") WHERE "blade_model"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_report_code_uq" ON "blade_report" USING btree ("tenant_id","code") WHERE "blade_report"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "blade_print_template_active_uq" ON "blade_print_template" USING btree ("tenant_id","doc_type") WHERE "blade_print_template"."is_deleted" = 0 and "blade_print_template"."status" = 2 and "blade_print_template"."doc_type" <> 'custom';