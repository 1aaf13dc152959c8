import { and, asc, eq, inArray } from 'drizzle-orm';
import { CERT_ATTACHMENT_TYPES, CERT_MAX_ATTACHMENTS } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import { nextId } from '../../../core/db/ids';
import { attachments, certificateAttachments } from '../../../core/db/schema';
import { badRequest } from '../../../core/http/errors';
import type { RequestContext } from '../../../core/tenancy/context';

/** A certificate's scans in the order shown, with what the viewer needs to show them. */
export async function listCertificateAttachments(tx: Executor, certificateId: bigint) {
  return tx
    .select({
      id: certificateAttachments.id,
      attachId: certificateAttachments.attachId,
      sortOrder: certificateAttachments.sortOrder,
      originalName: attachments.originalName,
      mimeType: attachments.mimeType,
      attachSize: attachments.attachSize,
      link: attachments.link,
    })
    .from(certificateAttachments)
    .innerJoin(attachments, and(eq(attachments.id, certificateAttachments.attachId), eq(attachments.isDeleted, 0)))
    .where(eq(certificateAttachments.certificateId, certificateId))
    .orderBy(asc(certificateAttachments.sortOrder), asc(certificateAttachments.id));
}

/**
 * Makes the certificate's scans exactly `attachIds`, in that order. Each must be a file the
 * tenant uploaded (row-level security hides the others) and an image or a PDF.
 */
export async function setCertificateAttachments(tx: Executor, ctx: RequestContext, certificateId: bigint, attachIds: string[]): Promise<void> {
  const ids = [...new Set(attachIds)].map((id) => BigInt(id));
  if (ids.length > CERT_MAX_ATTACHMENTS) throw badRequest('cert.attachment.tooMany', { field: 'attachIds' });
  const files = ids.length
    ? await tx.select({ id: attachments.id, mimeType: attachments.mimeType, originalName: attachments.originalName }).from(attachments).where(and(inArray(attachments.id, ids), eq(attachments.isDeleted, 0)))
    : [];
  for (const id of ids) {
    const file = files.find((f) => f.id === id);
    if (!file) throw badRequest('cert.attachment.notFound', { field: 'attachIds' });
    if (!(CERT_ATTACHMENT_TYPES as readonly string[]).includes(file.mimeType ?? '')) throw badRequest('cert.attachment.type', { field: 'attachIds', name: file.originalName });
  }
  await tx.delete(certificateAttachments).where(eq(certificateAttachments.certificateId, certificateId));
  if (ids.length === 0) return;
  await tx.insert(certificateAttachments).values(
    ids.map((attachId, sortOrder) => ({ id: nextId(), tenantId: ctx.tenantId, certificateId, attachId, sortOrder, createUser: ctx.userId })),
  );
}

/** The attachment ids of a certificate, in order. */
export async function certificateAttachIds(tx: Executor, certificateId: bigint): Promise<string[]> {
  const rows = await tx
    .select({ attachId: certificateAttachments.attachId })
    .from(certificateAttachments)
    .where(eq(certificateAttachments.certificateId, certificateId))
    .orderBy(asc(certificateAttachments.sortOrder), asc(certificateAttachments.id));
  return rows.map((r) => String(r.attachId));
}
