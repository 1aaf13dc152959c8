import { parseUdi, type ParsedUdi } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';

/** One physical unit of a high-value or implantable line: its serial, its scanned UDI, or both. */
export interface ShippedUnit {
  serialNo?: string | null;
  udi?: string | null;
}

/** What a line holds that the unit rules read. */
export interface UnitLine {
  qty?: number | string | null;
  serialNo?: string | null;
  units?: ShippedUnit[];
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The units that name themselves: a serial or a UDI each. */
export const namedUnits = (units: ShippedUnit[] | undefined) => (units ?? []).filter((unit) => filled(unit.serialNo) || filled(unit.udi)).length;

/**
 * R16 as the server reads it (delivery/rules.ts checkR16): a high-value or implantable line names
 * every unit — one unit row each, or a serial on a line of one. Answers whether the line falls
 * short; a line without a quantity yet is the quantity's own refusal.
 */
export function unitsShort(line: UnitLine | undefined, unitwise: boolean): boolean {
  if (!unitwise || line?.qty == null || line.qty === '') return false;
  const qty = Number(line.qty);
  const named = namedUnits(line.units);
  if (qty === 1 && (filled(line.serialNo) || named === 1)) return false;
  return !(Number.isInteger(qty) && named === qty && (line.units?.length ?? 0) === qty);
}

/** A unit as its scan gives it: the serial of AI 21 (when the label carries one) and the whole text scanned. */
export const unitFromScan = (parsed: ParsedUdi, udi: string): ShippedUnit => ({ serialNo: parsed.serialNo ?? null, udi });

/** The key a unit is told apart by: its serial, or the UDI it was scanned from when that has none. */
export const unitKey = (unit: ShippedUnit) => unit.serialNo?.trim() || unit.udi?.trim() || '';

/** A serial typed by hand may be changed; one read from the unit's UDI is the label's. */
export const serialFromUdi = (unit: ShippedUnit) => Boolean(unit.udi && parseUdi(unit.udi).serialNo);

/** The units submit takes: trimmed, empty fields out. */
export const toBodyUnits = (units: ShippedUnit[] | undefined) =>
  (units ?? []).map((unit) => ({ ...(filled(unit.serialNo) ? { serialNo: unit.serialNo!.trim() } : {}), ...(filled(unit.udi) ? { udi: unit.udi!.trim() } : {}) }));

/** A saved line's units as the form holds them. */
export const toFormUnits = (units: CrudRecord[] | undefined): ShippedUnit[] => (units ?? []).map((unit) => ({ serialNo: (unit.serialNo as string | null) ?? null, udi: (unit.udi as string | null) ?? null }));
