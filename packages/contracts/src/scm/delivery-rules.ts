import { issue, type RuleIssue } from './rule-issue';

/** What R14 reads of a delivery line (or a surgical release's): its lot, serial, units and dates. */
export interface BatchLine {
  productName?: string | null;
  specification?: string | null;
  model?: string | null;
  batchNo?: string | null;
  serialNo?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
  sterilizationExpiry?: string | null;
  /** How many units the line names one by one (each unit is its own lot record). */
  unitCount?: number;
}

/** "产品 规格 型号", as a line is named in messages. */
export const batchLineLabel = (l: BatchLine): string => [l.productName, l.specification, l.model].filter(Boolean).join(' ');

const day = (v: string | null | undefined): string | null => (v ? String(v).slice(0, 10) : null);

/** The fields R14 makes every line fill in before the note ships. */
export const R14_LINE_FIELDS = ['batchNo', 'expiryDate'] as const;

/**
 * R14 (the refusals) for the line at `index` on the ship date: a lot or a serial, an expiry date,
 * made on or before the ship date, made before it expires, not expired, sterilization not
 * expired. Every finding of the line, each naming `lines.N.field`. The shelf-life warning needs
 * the hospital's setting and stays with the server.
 */
export function lineR14Issues(line: BatchLine, index: number, shipDate: string): RuleIssue[] {
  const where = (name: string) => `lines.${index}.${name}`;
  const base = { line: index + 1, product: batchLineLabel(line) };
  const productionDate = day(line.productionDate);
  const expiryDate = day(line.expiryDate);
  const sterilizationExpiry = day(line.sterilizationExpiry);
  const out: RuleIssue[] = [];
  if (!line.batchNo && !line.serialNo && !line.unitCount) out.push(issue(where('batchNo'), 'delivery.R14.batch', base));
  if (!expiryDate) out.push(issue(where('expiryDate'), 'delivery.R14.expiryRequired', base));
  if (productionDate && productionDate > shipDate) out.push(issue(where('productionDate'), 'delivery.R14.madeLater', { ...base, productionDate, shipDate }));
  if (productionDate && expiryDate && productionDate >= expiryDate) out.push(issue(where('expiryDate'), 'delivery.R14.order', { ...base, productionDate, expiryDate }));
  else if (expiryDate && expiryDate <= shipDate) out.push(issue(where('expiryDate'), 'delivery.R14.expired', { ...base, expiryDate, shipDate }));
  if (sterilizationExpiry && sterilizationExpiry < shipDate) out.push(issue(where('sterilizationExpiry'), 'delivery.R14.sterilization', { ...base, sterilizationExpiry, shipDate }));
  return out;
}

/** R14 over every line of a note. */
export const linesR14Issues = (lines: BatchLine[], shipDate: string): RuleIssue[] => lines.flatMap((line, index) => lineR14Issues(line, index, shipDate));
