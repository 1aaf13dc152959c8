CREATE TABLE "wf_attachment" (
	"id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" varchar(12) NOT NULL,
	"proc_inst_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"user_id" varchar(64) NOT NULL,
	"attach_id" bigint NOT NULL,
	"original_name" varchar(500) NOT NULL,
	"mime_type" varchar(100),
	"attach_size" bigint,
	"object_key" varchar(500) NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "wf_attachment_inst_idx" ON "wf_attachment" USING btree ("tenant_id","proc_inst_id","id");