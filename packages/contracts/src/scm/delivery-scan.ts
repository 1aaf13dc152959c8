import { z } from 'zod';
import { optionalText } from '../schemas/common';
import { parseUdi } from './udi';

/** The states of a note whose received quantities are settleable: from its first receipt on, not only once wholly received (R27, ADR 0058). */
export const SETTLEABLE_DELIVERY_STATUSES = ['APPROVED', 'RECEIVED'] as const;

/** What became of one scanned unit at receipt (验收): taken in, or refused and sent back. */
export const UNIT_OUTCOMES = ['ACCEPTED', 'REFUSED'] as const;
export type UnitOutcome = (typeof UNIT_OUTCOMES)[number];

/** One unit scanned at receipt: the code as the scanner gave it (a GS1 UDI or a serial), its outcome, and why it was refused. */
export const receiptUnitSchema = z.object({
  code: z.string({ error: 'delivery.receive.unit.code' }).trim().min(1, { error: 'delivery.receive.unit.code' }).max(200, { error: 'delivery.receive.unit.code' }),
  outcome: z.enum(UNIT_OUTCOMES, { error: 'delivery.receive.unit.outcome' }),
  reason: optionalText(200).transform((v) => v?.trim() || null),
});
export type ReceiptUnit = z.infer<typeof receiptUnitSchema>;

/** A unit of a note as the scan matches it: its serial and its full UDI, either may be missing. */
export interface ScannableUnit {
  serialNo?: string | null;
  udi?: string | null;
}

/** The DI and serial a code names: from a GS1 UDI when it parses with a serial, else the code itself as a serial. */
function identify(code: string): { di: string | null; serialNo: string } {
  const parsed = parseUdi(code);
  if (parsed.problems.length === 0 && parsed.serialNo) return { di: parsed.di, serialNo: parsed.serialNo };
  return { di: null, serialNo: code.trim() };
}

/**
 * The unit of a note a scanned code names, or undefined: the same full UDI, or the same serial
 * (and, when both sides carry one, the same DI), so a unit is found whether the scanner reads its
 * DataMatrix, its GS1-128 label or the clerk types the serial.
 */
export function findScannedUnit<U extends ScannableUnit>(code: string, units: readonly U[]): U | undefined {
  const wanted = identify(code);
  const trimmed = code.trim();
  return units.find((u) => {
    if (u.udi && u.udi.trim() === trimmed) return true;
    const own = u.udi ? identify(u.udi) : null;
    const serial = u.serialNo?.trim() || own?.serialNo;
    if (!serial || serial !== wanted.serialNo) return false;
    return !wanted.di || !own?.di || own.di === wanted.di;
  });
}
