CREATE TABLE "blade_attach" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"link" varchar(1000) NOT NULL,
	"domain_url" varchar(500),
	"name" varchar(500) NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"extension" varchar(12),
	"attach_size" bigint DEFAULT 0 NOT NULL,
	"mime_type" varchar(100),
	"sha256" varchar(64),
	"object_key" varchar(500) NOT NULL,
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
CREATE TABLE "blade_message_record" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"user_id" bigint NOT NULL,
	"category" varchar(40) DEFAULT 'SYSTEM' NOT NULL,
	"title" varchar(255) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"biz_type" varchar(40),
	"biz_id" varchar(64),
	"is_read" smallint DEFAULT 0 NOT NULL,
	"read_time" timestamp with time zone,
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
CREATE TABLE "blade_notice_read" (
	"tenant_id" varchar(12) NOT NULL,
	"notice_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"read_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blade_notice_read_tenant_id_user_id_notice_id_pk" PRIMARY KEY("tenant_id","user_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "blade_notice" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"title" varchar(255) NOT NULL,
	"category" varchar(32) NOT NULL,
	"release_time" timestamp with time zone,
	"content" text DEFAULT '' NOT NULL,
	"is_top" smallint DEFAULT 0 NOT NULL,
	"top_time" timestamp with time zone,
	"end_time" timestamp with time zone,
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
CREATE TABLE "blade_user_oauth" (
	"id" bigint PRIMARY KEY NOT NULL,
	"source" varchar(40) NOT NULL,
	"uuid" varchar(255) NOT NULL,
	"bound_tenant_id" varchar(12),
	"user_id" bigint,
	"username" varchar(255),
	"nickname" varchar(255),
	"avatar" varchar(1000),
	"email" varchar(255),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "blade_attach_list_idx" ON "blade_attach" USING btree ("tenant_id","create_time");--> statement-breakpoint
CREATE INDEX "blade_message_record_user_idx" ON "blade_message_record" USING btree ("tenant_id","user_id","is_read","create_time");--> statement-breakpoint
CREATE INDEX "blade_notice_list_idx" ON "blade_notice" USING btree ("tenant_id","is_top","release_time");--> statement-breakpoint
CREATE INDEX "blade_user_oauth_uuid_idx" ON "blade_user_oauth" USING btree ("source","uuid");