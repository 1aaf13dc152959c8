DROP INDEX "wf_task_todo_idx";--> statement-breakpoint
CREATE INDEX "wf_task_todo_idx" ON "wf_task" USING btree ("tenant_id","assignee","created_at","id") WHERE ended_at is null;