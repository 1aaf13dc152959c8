/**
 * GS1 UDIs (domain model §6.2): a scanned or typed element string read into its DI and the
 * production identifiers a delivery records (lot, dates, serial), with every problem named.
 */
import { message, type Lang } from '../messages';
import { gtin14Problem } from './product';

/** The application identifiers a UDI carries into a document, and what each field is called. */
export const UDI_AIS = { '01': 'di', '10': 'batchNo', '11': 'productionDate', '17': 'expiryDate', '21': 'serialNo' } as const;
export type UdiAi = keyof typeof UDI_AIS;
export type UdiField = (typeof UDI_AIS)[UdiAi];

/** One thing wrong with a UDI: a message key of messages/udi.ts, the AI it concerns and its values. */
export interface UdiProblem {
  key: string;
  ai?: string;
  vars?: Record<string, string | number>;
}

/** What a UDI says; a field it lacks is null. Dates are yyyy-MM-dd. */
export interface ParsedUdi {
  di: string | null;
  batchNo: string | null;
  productionDate: string | null;
  expiryDate: string | null;
  serialNo: string | null;
  /** AIs read past but not carried (e.g. 30, 240), by number: a UDI may hold more than a document needs. */
  unknownAis: string[];
  /** What makes the UDI unusable; empty when it can be recorded. */
  problems: UdiProblem[];
}

/** The group separator a scanner sends for FNC1 after a variable-length field, and its visible stand-in. */
const GS = '\u001d';
const GS_SYMBOL = '\u241d';
/** AIM symbology identifier: ]C1 GS1-128, ]e0 DataBar, ]d2 DataMatrix, ]Q3 QR, ]J1 DotCode… */
const SYMBOLOGY_ID = /\][A-Za-z][0-9A-Za-z]/;
/** GS1's character set 82 for lots and serials. */
const CSET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;
const MAX_TEXT = 20;

/** Length of an AI by its first two digits (GS1 General Specifications, Figure 7.8.5-1). */
function aiLength(firstTwo: string): number | null {
  const n = Number(firstTwo);
  if (n <= 22 || n === 30 || n === 37 || n >= 90) return 2;
  if ((n >= 23 && n <= 25) || (n >= 40 && n <= 42) || n === 71) return 3;
  if ((n >= 31 && n <= 36) || n === 39 || n === 43 || n === 70 || (n >= 72 && n <= 82)) return 4;
  return null;
}

/** Data length of the AIs GS1 predefines as fixed (Figure 7.8.5-2); every other AI ends at FNC1. */
function fixedDataLength(firstTwo: string): number | null {
  const n = Number(firstTwo);
  if (n === 0) return 18;
  if (n >= 1 && n <= 3) return 14;
  if (n === 4) return 16;
  if (n >= 11 && n <= 19) return 6;
  if (n === 20) return 2;
  if (n >= 31 && n <= 36) return 6;
  if (n === 41) return 13;
  return null;
}

const FIXED_LENGTH: Partial<Record<UdiAi, number>> = { '01': 14, '11': 6, '17': 6 };

interface Element {
  ai: string;
  value: string;
}

/**
 * Drops what a scanner puts before the data: control characters, a configured prefix, and the
 * symbology identifier. The data starts after the identifier, else at the first `(` of the
 * human-readable form, else at the first digit.
 */
function stripPrefix(input: string): string {
  // A Chinese input method types full-width parentheses.
  const text = input.replaceAll(GS_SYMBOL, GS).replaceAll('（', '(').replaceAll('）', ')').replace(/[\u0000-\u001c\u001e-\u0020\u007f]+$/g, '');
  const symbology = SYMBOLOGY_ID.exec(text);
  if (symbology) return text.slice(symbology.index + 3);
  const paren = text.search(/\(\d{2,4}\)/);
  if (paren >= 0) return text.slice(paren);
  const digit = text.search(/\d/);
  return digit >= 0 ? text.slice(digit) : '';
}

/** `(01)06945678901232(17)270314(10)RH2403151`: each AI in parentheses, its value up to the next one. */
function readBracketed(text: string, problems: UdiProblem[]): Element[] {
  const elements: Element[] = [];
  const pattern = /\((\d{2,4})\)([^(]*)/y;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) {
      problems.push({ key: 'udi.unreadable', vars: { rest: text.slice(at) } });
      break;
    }
    elements.push({ ai: match[1], value: match[2].replaceAll(GS, '').trim() });
    at = pattern.lastIndex;
  }
  return elements;
}

/** `01069456789012321727031410RH2403151␝21A001` (␝ = GS): AIs run together, FNC1 ending each variable-length value but the last. */
function readRaw(text: string, problems: UdiProblem[]): Element[] {
  const elements: Element[] = [];
  let at = 0;
  while (at < text.length) {
    if (text[at] === GS) {
      at++;
      continue;
    }
    const length = /^\d\d/.test(text.slice(at, at + 2)) ? aiLength(text.slice(at, at + 2)) : null;
    const ai = length ? text.slice(at, at + length) : '';
    if (!length || !/^\d+$/.test(ai) || ai.length < length) {
      problems.push({ key: 'udi.unreadable', vars: { rest: text.slice(at).replaceAll(GS, ' ') } });
      break;
    }
    at += length;
    // A fixed-length value ends after its digits; any other at the next separator. A separator
    // inside a fixed-length value cuts it short, and its length is then told.
    const fixed = fixedDataLength(ai.slice(0, 2));
    const gs = text.indexOf(GS, at);
    const end = fixed != null ? Math.min(at + fixed, text.length) : text.length;
    const stop = gs >= 0 && gs < end ? gs : end;
    elements.push({ ai, value: text.slice(at, stop) });
    at = stop;
  }
  return elements;
}

/** Days in a month of a year. */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * A GS1 date YYMMDD as yyyy-MM-dd, or null when it is not one. The century is the one that puts the
 * year within 49 years before and 50 after the reference year (GS1 General Specifications 7.12);
 * day 00 means the last day of the month.
 */
export function gs1Date(yymmdd: string, referenceYear: number): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  const current = referenceYear % 100;
  const century = referenceYear - current + (yy - current >= 51 ? -100 : yy - current <= -50 ? 100 : 0);
  const year = century + yy;
  if (month < 1 || month > 12) return null;
  const last = daysIn(year, month);
  if (day > last) return null;
  return `${pad(year, 4)}-${pad(month)}-${pad(day === 0 ? last : day)}`;
}

function readValue(ai: UdiAi, value: string, referenceYear: number, problems: UdiProblem[]): string | null {
  const fixed = FIXED_LENGTH[ai];
  if (fixed != null && !new RegExp(`^\\d{${fixed}}$`).test(value)) {
    problems.push({ key: 'udi.ai.digits', ai, vars: { length: fixed, value } });
    return null;
  }
  if (ai === '01') {
    const wrong = gtin14Problem(value);
    if (wrong) problems.push({ key: 'udi.di.checkDigit', ai, vars: { value, expected: wrong.expected } });
    return wrong ? null : value;
  }
  if (ai === '11' || ai === '17') {
    const date = gs1Date(value, referenceYear);
    if (!date) problems.push({ key: 'udi.date.invalid', ai, vars: { value } });
    return date;
  }
  if (value === '') {
    problems.push({ key: 'udi.text.empty', ai });
    return null;
  }
  if (value.length > MAX_TEXT) {
    problems.push({ key: 'udi.text.tooLong', ai, vars: { max: MAX_TEXT, value } });
    return null;
  }
  if (!CSET_82.test(value)) {
    problems.push({ key: 'udi.text.invalid', ai, vars: { value } });
    return null;
  }
  return value;
}

/** Options of parseUdi: the day the century of a two-digit year is judged from (today by default). */
export interface ParseUdiOptions {
  today?: Date;
}

/**
 * Reads a GS1 UDI as a scanner or a clerk gives it: the human-readable form with parentheses, or
 * the raw element string with FNC1 sent as GS (ASCII 29), after any symbology identifier (]C1,
 * ]d2, ]Q3) and scanner prefix. A bare 14-digit GTIN (an ITF-14 or a DI typed alone) is a DI with
 * no production identifiers. Never throws: what is wrong is in `problems`.
 */
export function parseUdi(input: string, options: ParseUdiOptions = {}): ParsedUdi {
  const parsed: ParsedUdi = { di: null, batchNo: null, productionDate: null, expiryDate: null, serialNo: null, unknownAis: [], problems: [] };
  const problems = parsed.problems;
  const text = stripPrefix(input ?? '');
  if (text.replaceAll(GS, '').trim() === '') {
    problems.push({ key: 'udi.empty' });
    return parsed;
  }
  const referenceYear = (options.today ?? new Date()).getFullYear();
  const bare = text.trim();
  const elements = /^\d{14}$/.test(bare) ? [{ ai: '01', value: bare }] : text.startsWith('(') ? readBracketed(text, problems) : readRaw(text, problems);
  const seen = new Set<string>();
  for (const { ai, value } of elements) {
    if (seen.has(ai)) {
      problems.push({ key: 'udi.ai.repeated', ai });
      continue;
    }
    seen.add(ai);
    if (!(ai in UDI_AIS)) {
      parsed.unknownAis.push(ai);
      continue;
    }
    parsed[UDI_AIS[ai as UdiAi]] = readValue(ai as UdiAi, value, referenceYear, problems);
  }
  if (!seen.has('01') && problems.length === 0) problems.push({ key: 'udi.di.missing' });
  return parsed;
}

/** A problem as a clerk reads it, the AI named with its field ("(17) 失效日期"). */
export function udiProblemText(problem: UdiProblem, lang: Lang = 'zh'): string {
  const field = problem.ai ? message(`udi.ai.${problem.ai}`, lang) : '';
  return message(problem.key, lang, { ai: problem.ai ?? '', field, ...problem.vars });
}

/** The AIs a UDI held that no document carries, as one note ("(240), (30)"), or null. */
export function udiUnknownText(parsed: Pick<ParsedUdi, 'unknownAis'>, lang: Lang = 'zh'): string | null {
  if (parsed.unknownAis.length === 0) return null;
  return message('udi.ai.unknown', lang, { ais: parsed.unknownAis.map((ai) => `(${ai})`).join(', ') });
}

/** The DIs of a SKU: its own (level 1), and its box and case levels. */
export interface SkuDis {
  udiDi?: string | null;
  packagingLevels?: readonly { level: number; udiDi: string }[] | null;
}

/** A GTIN-13 is the GTIN-14 with a leading 0: numeric DIs compare as 14 digits. */
const sameDi = (a: string, b: string) => {
  const x = a.trim();
  const y = b.trim();
  return /^\d{13,14}$/.test(x) && /^\d{13,14}$/.test(y) ? x.padStart(14, '0') === y.padStart(14, '0') : x === y;
};

/** The packaging level (1 unit, 2 box, 3 case) of the SKU whose DI the UDI carries, or null (R15). */
export function udiPackagingLevel(parsed: Pick<ParsedUdi, 'di'>, sku: SkuDis): number | null {
  if (!parsed.di) return null;
  if (sku.udiDi && sameDi(parsed.di, sku.udiDi)) return 1;
  return sku.packagingLevels?.find((level) => sameDi(parsed.di as string, level.udiDi))?.level ?? null;
}

/** R15: the UDI's DI is the SKU's at one of its packaging levels. */
export const udiMatchesSku = (parsed: Pick<ParsedUdi, 'di'>, sku: SkuDis): boolean => udiPackagingLevel(parsed, sku) !== null;
