import { message, PERMISSIONS, type Lang } from '@beree/contracts';
import type { catalogItems } from '../../../core/db/schema';
import type { Executor } from '../../../core/db/database';
import type { RealtimeBus } from '../../../core/realtime/bus';
import type { RequestContext } from '../../../core/tenancy/context';
import { escapeText } from '../../desk/rich-text';
import { notifyParty } from '../party/notify';
import { skuLabel } from './skus';

type CatalogRow = typeof catalogItems.$inferSelect;
export type CatalogAction = 'added' | 'priced' | 'removed' | 'stop' | 'use';

/** Items named in one notice; the rest are counted. */
const NAMED = 5;

/**
 * Tells the other party of each item what the caller did to it: one message per other party and
 * action, however many items it touched, in the language of record (zh).
 */
export async function tellCatalogParties(tx: Executor, bus: RealtimeBus, ctx: RequestContext, action: CatalogAction, rows: CatalogRow[]): Promise<void> {
  const lang: Lang = 'zh';
  const byParty = new Map<string, CatalogRow[]>();
  for (const row of rows) {
    const other = row.hospitalTenantId === ctx.tenantId ? row.supplierTenantId : row.hospitalTenantId;
    byParty.set(other, [...(byParty.get(other) ?? []), row]);
  }
  for (const [tenantId, items] of byParty) {
    const first = items[0];
    const party = first.hospitalTenantId === ctx.tenantId ? first.hospitalName : first.supplierName;
    const names = items.slice(0, NAMED).map((r) => `“${skuLabel(r)}”`).join('、') + (items.length > NAMED ? '…' : '');
    const vars = { party, action: message(`catalog.action.${action}`, lang), count: items.length, items: names };
    await notifyParty(tx, bus, ctx, tenantId, {
      event: 'catalog.changed',
      menuCode: PERMISSIONS.catalog.menu,
      title: message('catalog.notice.title', lang, vars),
      content: `<p>${escapeText(message('catalog.notice.content', lang, vars))}</p>`,
      bizType: 'CATALOG_ITEM',
      bizId: String(first.id),
    });
  }
}
