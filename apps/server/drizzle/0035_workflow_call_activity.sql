ALTER TABLE "wf_proc_inst" ADD COLUMN "parent_inst_id" bigint;--> statement-breakpoint
ALTER TABLE "wf_proc_inst" ADD COLUMN "parent_exec_id" bigint;--> statement-breakpoint
CREATE INDEX "wf_proc_inst_parent_idx" ON "wf_proc_inst" USING btree ("tenant_id","parent_inst_id");