import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { attachments, wfAttachments } from '../../../core/db/schema';
import { badRequest, notFound } from '../../../core/http/errors';
import type { Actor } from '../engine';

/** Where a step's file is fetched: through the instance, by whoever may read it. */
export const PROCESS_FILE_PATH = '/blade-workflow/process/file';
const fileLink = (instanceId: bigint, attachId: bigint) => `/api${PROCESS_FILE_PATH}?processInstanceId=${instanceId}&attachId=${attachId}`;

type Stored = typeof attachments.$inferSelect;

/** The caller's uploads named by a step, checked before anything moves: each must still exist (400 naming attachIds). */
export async function uploadsOf(tx: Executor, attachIds: string[] | null | undefined): Promise<Stored[]> {
  const ids = [...new Set(attachIds ?? [])].map(BigInt);
  if (!ids.length) return [];
  const files = await tx.select().from(attachments).where(and(inArray(attachments.id, ids), eq(attachments.isDeleted, 0)));
  if (files.length !== ids.length) throw badRequest('workflow.attachment.notFound', { field: 'attachIds' });
  return ids.map((id) => files.find((f) => f.id === id)!);
}

/** Keeps the files with the step just taken on the task, name and stored object copied. */
export async function attachToTask(tx: Executor, actor: Actor, step: { procInstId: bigint; taskId: bigint }, files: Stored[]): Promise<void> {
  if (!files.length) return;
  const now = new Date();
  await tx.insert(wfAttachments).values(
    files.map((f) => ({
      id: nextId(),
      tenantId: actor.tenantId,
      procInstId: step.procInstId,
      taskId: step.taskId,
      userId: actor.userId,
      attachId: f.id,
      originalName: f.originalName,
      mimeType: f.mimeType,
      attachSize: f.attachSize,
      objectKey: f.objectKey,
      createdAt: now,
    })),
  );
}

export interface StepFile {
  attachId: string;
  originalName: string;
  mimeType: string | null;
  attachSize: number | null;
  link: string;
}

/** An instance's files by the task they were attached to, in the order they came. */
export async function filesByTask(tx: Executor, tenantId: string, instanceId: bigint): Promise<Map<string, StepFile[]>> {
  const rows = await tx
    .select()
    .from(wfAttachments)
    .where(and(eq(wfAttachments.tenantId, tenantId), eq(wfAttachments.procInstId, instanceId)))
    .orderBy(asc(wfAttachments.id));
  const out = new Map<string, StepFile[]>();
  for (const r of rows) {
    const list = out.get(String(r.taskId)) ?? [];
    list.push({ attachId: String(r.attachId), originalName: r.originalName, mimeType: r.mimeType, attachSize: r.attachSize === null ? null : Number(r.attachSize), link: fileLink(instanceId, r.attachId) });
    out.set(String(r.taskId), list);
  }
  return out;
}

/** One of an instance's files (the caller's right to read the instance checked before), or 404. */
export async function instanceFile(tx: Executor, tenantId: string, instanceId: bigint, attachId: bigint) {
  const [file] = await tx
    .select({ objectKey: wfAttachments.objectKey, mimeType: wfAttachments.mimeType, originalName: wfAttachments.originalName })
    .from(wfAttachments)
    .where(and(eq(wfAttachments.tenantId, tenantId), eq(wfAttachments.procInstId, instanceId), eq(wfAttachments.attachId, attachId)))
    .limit(1);
  if (!file) throw notFound();
  return file;
}
