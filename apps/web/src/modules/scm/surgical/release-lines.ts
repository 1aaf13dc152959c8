import type { CrudRecord } from '@/components/crud';
import type { UnitRowsLine } from '../document/UnitRows';
import { toBodyUnits, toFormUnits } from '../document/units';

/** A line of the kit as the release form holds it: the booked item and what leaves the dealer — how many (qty), the batch and the units. */
export interface ReleaseLine extends UnitRowsLine {
  id: string;
  catalogItemId?: string;
  productName?: string;
  specification?: string | null;
  model?: string | null;
  unit?: string;
  plannedQty?: string;
  /** The UDI scanned for a line that is not named unit by unit. */
  udi?: string | null;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const SENT = ['batchNo', 'productionDate', 'expiryDate', 'serialNo', 'udi'] as const;

/** "产品 规格 型号", as the server names a line in its messages. */
export const productOf = (line: Partial<ReleaseLine> | undefined) => [line?.productName, line?.specification, line?.model].filter(Boolean).join(' ');

/** The order's lines as the start of a release: all that was booked, with what a release before it named. */
export const toReleaseLines = (lines: CrudRecord[]): ReleaseLine[] =>
  lines.map((line) => ({
    id: String(line.id),
    catalogItemId: line.catalogItemId == null ? undefined : String(line.catalogItemId),
    productName: line.productName as string,
    specification: line.specification as string | null,
    model: line.model as string | null,
    unit: line.unit as string,
    udiDi: line.udiDi as string | null,
    plannedQty: String(line.plannedQty),
    qty: Number(line.releasedQty) > 0 ? Number(line.releasedQty) : Number(line.plannedQty),
    batchNo: (line.batchNo as string | null) ?? null,
    productionDate: (line.productionDate as string | null) ?? null,
    expiryDate: (line.expiryDate as string | null) ?? null,
    serialNo: (line.serialNo as string | null) ?? null,
    udi: (line.udi as string | null) ?? null,
    units: toFormUnits(line.units as CrudRecord[] | undefined),
  }));

/** What release takes of each line: its id, the released quantity, the batch fields filled and the units named. */
export const toBodyRelease = (lines: ReleaseLine[]) =>
  lines.map((line) => {
    const fields = Object.fromEntries(SENT.filter((name) => !blank(line[name])).map((name) => [name, line[name]]));
    const units = toBodyUnits(line.units);
    return { id: line.id, releasedQty: String(line.qty ?? 0), ...fields, ...(units.length ? { units } : {}) };
  });
