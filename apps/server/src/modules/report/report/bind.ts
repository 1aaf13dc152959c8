import { sql, type SQL } from 'drizzle-orm';
import { isReportDay, reportDefaultValue, type Lang, type ReportParam, type ReportValues } from '@beree/contracts';
import { badRequest } from '../../../core/http/errors';
import { splitNamedParams } from './named-params';

/** A report's query with its parameters bound: the text with $1… (for the parser and other sources) and the values. */
export interface BoundQuery {
  text: string;
  values: unknown[];
  /** The same, as drizzle SQL, for the product's own database. */
  sql: SQL;
  /** What each parameter was bound to, for the export's heading. */
  used: { param: ReportParam; value: string }[];
}

/** The cast that types each parameter in the query, so PostgreSQL never has to guess. */
const CAST: Record<ReportParam['type'], string> = { string: 'text', dict: 'text', number: 'numeric', date: 'date', dateRange: 'daterange' };

type Bound = { value: string | number | null; cast: string };

const label = (p: ReportParam, lang: Lang) => (lang === 'en' && p.labelEn ? p.labelEn : p.label);

/** The value given for a parameter, else its default, typed; null when neither (a required one is refused). */
function resolve(p: ReportParam, given: unknown, lang: Lang, today: string): { single: Bound; range?: [string, string] } {
  const missing = given === undefined || given === null || given === '' || (Array.isArray(given) && given.every((v) => v === '' || v === null));
  const raw = missing ? reportDefaultValue(p, today) : given;
  const invalid = () => badRequest('report.param.invalid', { field: p.name, label: label(p, lang) });
  if (raw === undefined || raw === null) {
    if (p.required) throw badRequest('report.param.required', { field: p.name, label: label(p, lang) });
    return { single: { value: null, cast: CAST[p.type] } };
  }
  switch (p.type) {
    case 'number': {
      const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
      if (!Number.isFinite(n) || String(raw).trim() === '') throw invalid();
      return { single: { value: String(n), cast: 'numeric' } };
    }
    case 'date': {
      const day = String(raw).trim().slice(0, 10);
      if (!isReportDay(day)) throw invalid();
      return { single: { value: day, cast: 'date' } };
    }
    case 'dateRange': {
      const parts = (Array.isArray(raw) ? raw : String(raw).split(',')).map((v) => String(v ?? '').trim().slice(0, 10));
      const [start, end] = parts as [string, string];
      if (parts.length !== 2 || !isReportDay(start) || !isReportDay(end) || start > end) throw invalid();
      return { single: { value: `[${start},${end}]`, cast: 'daterange' }, range: [start, end] };
    }
    default:
      if (Array.isArray(raw) || String(raw).length > 500) throw invalid();
      return { single: { value: String(raw), cast: 'text' } };
  }
}

/**
 * Binds a report's named parameters as real query parameters, each cast to its type: `:name` (a
 * range as a daterange), and for a range also `:name_start` / `:name_end` as dates. A name the
 * query uses but the report does not define is refused, naming querySql.
 */
export function bindReport(querySql: string, params: ReportParam[], values: ReportValues, lang: Lang, today: string): BoundQuery {
  const given = values ?? {};
  const bound = new Map<string, Bound>();
  const used: BoundQuery['used'] = [];
  for (const p of params) {
    const { single, range } = resolve(p, given[p.name], lang, today);
    bound.set(p.name, single);
    if (range) {
      bound.set(`${p.name}_start`, { value: range[0], cast: 'date' });
      bound.set(`${p.name}_end`, { value: range[1], cast: 'date' });
    }
    used.push({ param: p, value: range ? `${range[0]} ~ ${range[1]}` : single.value === null ? '' : String(single.value) });
  }
  const numbers = new Map<string, number>();
  const ordered: unknown[] = [];
  let text = '';
  const chunks: SQL[] = [];
  for (const piece of splitNamedParams(querySql)) {
    if ('text' in piece) {
      text += piece.text;
      chunks.push(sql.raw(piece.text));
      continue;
    }
    const b = bound.get(piece.param);
    if (!b) throw badRequest('report.sql.paramUnknown', { field: 'querySql', name: piece.param });
    let n = numbers.get(piece.param);
    if (n === undefined) {
      ordered.push(b.value);
      n = ordered.length;
      numbers.set(piece.param, n);
    }
    text += `$${n}::${b.cast}`;
    chunks.push(sql`${b.value}`, sql.raw(`::${b.cast}`));
  }
  return { text, values: ordered, sql: sql.join(chunks, sql.raw('')), used };
}
