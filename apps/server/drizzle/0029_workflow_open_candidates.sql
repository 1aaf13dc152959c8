DROP INDEX "wf_task_candidate_ref_idx";--> statement-breakpoint
ALTER TABLE "wf_task_candidate" ADD COLUMN "open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wf_task_candidate" ADD COLUMN "created_at" timestamp with time zone;--> statement-breakpoint
-- Existing rows take their task's creation time, and are open when the task waits to be claimed now
-- (active, nobody holds it).
UPDATE "wf_task_candidate" c SET "created_at" = t."created_at", "open" = (t."ended_at" IS NULL AND t."assignee" IS NULL)
FROM "wf_task" t WHERE t."tenant_id" = c."tenant_id" AND t."id" = c."task_id";--> statement-breakpoint
-- A row whose task is gone (none should be) stays closed.
UPDATE "wf_task_candidate" SET "created_at" = now() WHERE "created_at" IS NULL;--> statement-breakpoint
ALTER TABLE "wf_task_candidate" ALTER COLUMN "created_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "wf_task_candidate_open_idx" ON "wf_task_candidate" USING btree ("tenant_id","kind","ref_id","created_at","task_id") WHERE open;
