import { parseUdi, type ParsedUdi } from '@beree/contracts';
import type { CrudRecord } from '@/components/crud';

/** A released unit of a kit line, as the order's detail answers it. */
export interface KitUnit {
  serialNo: string | null;
  udi: string | null;
  used: boolean;
}

/** A line of the order's detail with its released units. */
export interface KitLine extends CrudRecord {
  id: string;
  lineNo: number;
  productName: string;
  specification: string | null;
  model: string | null;
  udiDi: string | null;
  batchNo: string | null;
  releasedQty: string;
  units: KitUnit[];
}

/** The serial a unit carries: its own, or its UDI's (as the server reads it). */
const serialOf = (unit: Pick<KitUnit, 'serialNo' | 'udi'>) => unit.serialNo ?? (unit.udi ? parseUdi(unit.udi).serialNo : null);

/**
 * R30 before the server's: the released, not yet used unit of the line a scanned UDI names — its
 * serial one of the line's units and its lot the line's.
 */
export function kitUnitOf(line: KitLine, parsed: ParsedUdi): KitUnit | undefined {
  if (!parsed.serialNo || (parsed.batchNo && line.batchNo && parsed.batchNo !== line.batchNo)) return undefined;
  return line.units.find((unit) => !unit.used && serialOf(unit) === parsed.serialNo);
}

/** Whether a serial is among the UDIs scanned already. */
export const scannedBefore = (udis: string[], parsed: ParsedUdi) => udis.some((udi) => parseUdi(udi).serialNo === parsed.serialNo);
