CREATE TABLE "process_leave" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"process_definition_id" bigint NOT NULL,
	"process_instance_id" bigint,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"days" integer NOT NULL,
	"reason" varchar(500) NOT NULL,
	"apply_user_id" bigint NOT NULL,
	"apply_user_name" varchar(255),
	"apply_time" timestamp with time zone DEFAULT now() NOT NULL,
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
CREATE TABLE "wf_category" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"parent_id" bigint DEFAULT 0 NOT NULL,
	"name" varchar(64) NOT NULL,
	"code" varchar(64),
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
CREATE TABLE "wf_model_history" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"model_id" bigint NOT NULL,
	"model_version" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"xml" text NOT NULL,
	"create_user" bigint,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wf_model" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"model_key" varchar(255) NOT NULL,
	"name" varchar(255) NOT NULL,
	"category_id" bigint,
	"description" varchar(500),
	"xml" text,
	"model_version" integer DEFAULT 0 NOT NULL,
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
CREATE INDEX "process_leave_user_idx" ON "process_leave" USING btree ("tenant_id","apply_user_id","apply_time");--> statement-breakpoint
CREATE INDEX "wf_category_tree_idx" ON "wf_category" USING btree ("tenant_id","parent_id");--> statement-breakpoint
CREATE INDEX "wf_model_history_model_idx" ON "wf_model_history" USING btree ("tenant_id","model_id","model_version");--> statement-breakpoint
CREATE UNIQUE INDEX "wf_model_key_uq" ON "wf_model" USING btree ("tenant_id","model_key") WHERE is_deleted = 0;