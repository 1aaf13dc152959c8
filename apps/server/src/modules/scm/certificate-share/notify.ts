import { dictLabel, message, PERMISSIONS, type Lang } from '@beree/contracts';
import type { Executor } from '../../../core/db/database';
import type { certificateShares } from '../../../core/db/schema';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { notifyParty } from '../party/notify';

type ShareRow = typeof certificateShares.$inferSelect;
type From = Pick<RequestContext, 'tenantId' | 'userId'>;
// Messages are written in the language of record, as those of supply relations.
const lang: Lang = 'zh';
const escaped = (vars: Record<string, string | number>) => Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, escapeText(String(v))]));
const certVars = (row: ShareRow) => ({ type: dictLabel('certType', row.certType, lang), certName: row.certName ?? row.certNo ?? '', certNo: row.certNo ?? '' });

/** Tells a hospital's reviewers that a supplier shared (or shared again) certificates with it. */
export async function tellHospitalShared(tx: Executor, bus: RealtimeBus, from: From, rows: ShareRow[]) {
  if (!rows.length) return;
  const first = rows[0];
  const vars = { supplier: first.supplierName, count: rows.length, names: rows.map((r) => r.certName ?? r.certNo ?? '').join('、') };
  await notifyParty(tx, bus, from, first.hospitalTenantId, {
    event: 'certificateShare.changed',
    menuCode: PERMISSIONS.certificateShare.menu,
    title: message('certShare.notice.shared.title', lang, vars),
    content: `<p>${message('certShare.notice.shared.content', lang, escaped(vars))}</p>`,
    bizType: 'CERTIFICATE_SHARE',
    bizId: String(first.id),
  });
}

/** Tells a hospital that a certificate it was shared was renewed and waits for its review again. */
export async function tellHospitalRenewed(tx: Executor, bus: RealtimeBus, from: From, row: ShareRow, end: string) {
  const vars = { supplier: row.supplierName, ...certVars(row), end };
  await notifyParty(tx, bus, from, row.hospitalTenantId, {
    event: 'certificateShare.changed',
    menuCode: PERMISSIONS.certificateShare.menu,
    title: message('certShare.notice.renewed.title', lang, vars),
    content: `<p>${message('certShare.notice.renewed.content', lang, escaped(vars))}</p>`,
    bizType: 'CERTIFICATE_SHARE',
    bizId: String(row.id),
  });
}

/** Tells the supplier's certificate clerks how the hospital reviewed a certificate, with the reason given. */
export async function tellSupplierReviewed(tx: Executor, bus: RealtimeBus, from: From, row: ShareRow, action: 'approve' | 'reject', reason: string | null) {
  const vars = { hospital: row.hospitalName, action: message(`certShare.action.${action}`, lang), ...certVars(row) };
  const key = reason ? 'certShare.notice.reviewed.contentWithReason' : 'certShare.notice.reviewed.content';
  await notifyParty(tx, bus, from, row.supplierTenantId, {
    event: 'certificateShare.changed',
    menuCode: PERMISSIONS.certificate.menu,
    title: message('certShare.notice.reviewed.title', lang, vars),
    content: `<p>${message(key, lang, escaped({ ...vars, reason: reason ?? '' }))}</p>`,
    bizType: 'CERTIFICATE',
    bizId: String(row.certificateId),
  });
}
