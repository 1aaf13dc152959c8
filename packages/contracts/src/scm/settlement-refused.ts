import type { Lang } from '../messages';
import type { SettlementLine, SettlementRefusedUnit } from './settlement';

/** A refused unit as one names it: its UDI when it has one, else its serial. */
export const refusedUnitCode = (u: SettlementRefusedUnit): string => u.udi ?? u.serialNo ?? '';

/**
 * What was refused of a settlement line, in words for a sheet or a paper statement under a heading
 * saying 拒收: each refused unit with its reason, or the refused quantity with the line's reason;
 * empty when nothing was.
 */
export function refusedText(line: Pick<SettlementLine, 'refusedQty' | 'refuseReason' | 'refusedUnits' | 'unit'>, lang: Lang): string {
  const [colon, sep] = lang === 'en' ? [': ', '; '] : ['：', '；'];
  if (line.refusedUnits.length) return line.refusedUnits.map((u) => `${refusedUnitCode(u)}${colon}${u.reason}`).join(sep);
  if (Number(line.refusedQty) > 0) {
    const qty = lang === 'en' ? `${line.refusedQty} ${line.unit}` : `${line.refusedQty}${line.unit}`;
    return line.refuseReason ? `${qty}${colon}${line.refuseReason}` : qty;
  }
  return '';
}
