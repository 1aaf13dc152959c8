import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database';
import { certificateShares, type certificates } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { tellHospitalRenewed } from './notify';
import { writeShareHistory } from './service';

/**
 * A renewal replaces a shared certificate (§3.5.2): when the successor is archived, every live
 * share of the predecessor moves to it, submitted again for each hospital's review, and each
 * hospital is told. The history keeps the earlier review of the old certificate.
 */
export async function carrySharesToSuccessor(tx: Executor, bus: RealtimeBus | undefined, ctx: RequestContext, predecessorId: bigint, successor: typeof certificates.$inferSelect): Promise<void> {
  const shares = await tx.select().from(certificateShares).where(and(eq(certificateShares.certificateId, predecessorId), eq(certificateShares.isDeleted, 0))).for('update');
  const now = new Date();
  for (const share of shares) {
    const [moved] = await tx
      .update(certificateShares)
      .set({
        certificateId: successor.id,
        certType: successor.certType,
        certName: successor.certName,
        certNo: successor.certNo,
        reviewStatus: 'SUBMITTED',
        sharedAt: now,
        sharedBy: ctx.userId,
        reviewerUserId: null,
        reviewedAt: null,
        reviewComment: null,
        rejectReason: null,
        updateUser: ctx.userId,
        updateTime: now,
        version: sql`${certificateShares.version} + 1`,
      })
      .where(eq(certificateShares.id, share.id))
      .returning();
    await writeShareHistory(tx, ctx, moved, 'renew', share.reviewStatus);
    if (bus) await tellHospitalRenewed(tx, bus, ctx, moved, successor.validityEnd ?? '--');
  }
}
