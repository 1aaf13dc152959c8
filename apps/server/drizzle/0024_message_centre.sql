CREATE TABLE "msg_anchor" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"task_id" bigint NOT NULL,
	"state" varchar(32) NOT NULL,
	"receiver_count" integer DEFAULT 0 NOT NULL,
	"detail" varchar(1000),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "msg_channel_account" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(64) NOT NULL,
	"channel" varchar(32) NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"secrets_sealed" text,
	"secret_hints" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_default" smallint DEFAULT 0 NOT NULL,
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
CREATE TABLE "msg_counter" (
	"tenant_id" varchar(12) NOT NULL,
	"counter_key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "msg_counter_tenant_id_counter_key_window_start_pk" PRIMARY KEY("tenant_id","counter_key","window_start")
);
--> statement-breakpoint
CREATE TABLE "msg_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"task_id" bigint NOT NULL,
	"channel" varchar(32) NOT NULL,
	"receiver" varchar(128) NOT NULL,
	"user_id" bigint,
	"msg_status" varchar(32) DEFAULT 'SAVED' NOT NULL,
	"send_status" varchar(8),
	"sending_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_msg_id" varchar(128),
	"error" varchar(1000),
	"send_time" timestamp with time zone,
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
CREATE TABLE "msg_task" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"template_id" bigint,
	"template_name" varchar(100) NOT NULL,
	"event_code" varchar(64),
	"channel" varchar(32) NOT NULL,
	"account_id" bigint,
	"id_type" varchar(16) NOT NULL,
	"shield_type" varchar(40) NOT NULL,
	"msg_status" varchar(32) DEFAULT 'SAVED' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provider_template_code" varchar(100),
	"sign_name" varchar(64),
	"url" varchar(500),
	"receiver_count" integer NOT NULL,
	"idempotency_key" varchar(128),
	"biz_type" varchar(40),
	"biz_id" varchar(64),
	"run_at" timestamp with time zone,
	"rounds" integer DEFAULT 0 NOT NULL,
	"finish_time" timestamp with time zone,
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
CREATE TABLE "msg_template" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"name" varchar(100) NOT NULL,
	"event_code" varchar(64),
	"channel" varchar(32) NOT NULL,
	"account_id" bigint,
	"id_type" varchar(16) NOT NULL,
	"shield_type" varchar(40) DEFAULT 'NIGHT_NO_SHIELD' NOT NULL,
	"title" varchar(255) DEFAULT '' NOT NULL,
	"content" text NOT NULL,
	"provider_template_code" varchar(100),
	"sign_name" varchar(64),
	"url" varchar(500),
	"is_discard" smallint DEFAULT 0 NOT NULL,
	"dedup_content_num" integer,
	"dedup_content_seconds" integer,
	"dedup_frequency_num" integer,
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
CREATE TABLE "msg_whitelist" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"receiver" varchar(128) NOT NULL,
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
CREATE INDEX "msg_anchor_task_idx" ON "msg_anchor" USING btree ("tenant_id","task_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_channel_account_name_uq" ON "msg_channel_account" USING btree ("tenant_id","name") WHERE "msg_channel_account"."is_deleted" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "msg_channel_account_default_uq" ON "msg_channel_account" USING btree ("tenant_id","channel") WHERE "msg_channel_account"."is_deleted" = 0 and "msg_channel_account"."is_default" = 1;--> statement-breakpoint
CREATE INDEX "msg_counter_expiry_idx" ON "msg_counter" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "msg_record_task_idx" ON "msg_record" USING btree ("tenant_id","task_id");--> statement-breakpoint
CREATE INDEX "msg_record_list_idx" ON "msg_record" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_task_idempotency_uq" ON "msg_task" USING btree ("tenant_id","idempotency_key") WHERE "msg_task"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "msg_task_list_idx" ON "msg_task" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_template_name_uq" ON "msg_template" USING btree ("tenant_id","name") WHERE "msg_template"."is_deleted" = 0;--> statement-breakpoint
CREATE INDEX "msg_template_event_idx" ON "msg_template" USING btree ("tenant_id","event_code");--> statement-breakpoint
CREATE UNIQUE INDEX "msg_whitelist_receiver_uq" ON "msg_whitelist" USING btree ("tenant_id","receiver") WHERE "msg_whitelist"."is_deleted" = 0;