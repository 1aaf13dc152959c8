import { evaluate, unaryTest } from 'feelin';
import { badRequest } from '../../../../core/http/errors';
import type { DecisionTable, Rule } from './table';

/** A matched rule's outputs by name. */
export type Outputs = Record<string, unknown>;

/** What a table decided: the matched rules and the result its hit policy makes of them. */
export interface Decided {
  matched: string[];
  /** Single-hit policies: one rule's outputs or null; COLLECT and RULE ORDER: a list; with an aggregation: a number. */
  result: Outputs | Outputs[] | number | null;
}

/** Plain values for variables: FEEL's own date and duration objects become their ISO text. */
const plain = (value: unknown): unknown => (value !== null && typeof value === 'object' && !Array.isArray(value) && 'toString' in value && !(value.constructor === Object) ? String(value) : value);

function matches(rule: Rule, inputs: unknown[], context: Record<string, unknown>): boolean {
  return rule.inputEntries.every((entry, i) => {
    if (!entry || entry === '-') return true;
    return unaryTest(entry, Object.assign(Object.create(context), { '?': inputs[i] })).value === true;
  });
}

function outputsOf(table: DecisionTable, rule: Rule, context: Record<string, unknown>): Outputs {
  return Object.fromEntries(table.outputs.map((name, i) => [name, rule.outputEntries[i] ? plain(evaluate(rule.outputEntries[i], context).value) : null]));
}

function aggregate(table: DecisionTable, rows: Outputs[]): number {
  const values = rows.map((row) => Number(row[table.outputs[0]])).filter((n) => !Number.isNaN(n));
  switch (table.aggregation) {
    case 'COUNT':
      return rows.length;
    case 'SUM':
      return values.reduce((sum, n) => sum + n, 0);
    case 'MIN':
      return values.length ? Math.min(...values) : 0;
    default:
      return values.length ? Math.max(...values) : 0;
  }
}

/**
 * Evaluates a decision table against the variables the task sees by its hit policy. A UNIQUE table with
 * two matching rules, or an ANY table whose matches disagree, is refused naming the rules: the
 * table is wrong for these inputs, and picking one would hide it.
 */
export function decide(table: DecisionTable, variables: Record<string, unknown>): Decided {
  // FEEL reads its context's keys (names may hold spaces), so the variables come as one object.
  const context = { ...variables };
  const inputs = table.inputs.map((input) => evaluate(input.expression, context).value);
  const hits = table.rules.filter((rule) => matches(rule, inputs, context));
  const matched = hits.map((rule) => rule.id);
  const rows = hits.map((rule) => outputsOf(table, rule, context));
  switch (table.hitPolicy) {
    case 'UNIQUE':
      if (rows.length > 1) throw badRequest('workflow.decision.notUnique', { field: 'variables', decision: table.name, rules: matched.join(', ') });
      return { matched, result: rows[0] ?? null };
    case 'ANY':
      if (new Set(rows.map((row) => JSON.stringify(row))).size > 1) {
        throw badRequest('workflow.decision.anyDiffers', { field: 'variables', decision: table.name, rules: matched.join(', ') });
      }
      return { matched, result: rows[0] ?? null };
    case 'FIRST':
      return { matched: matched.slice(0, 1), result: rows[0] ?? null };
    default:
      return { matched, result: table.aggregation ? aggregate(table, rows) : rows };
  }
}

/**
 * The variables a business-rule task writes: with a result variable, the result (a single output's
 * value rather than a one-field object); without one, a single hit's outputs each under its own
 * name, and a list under the decision's key.
 */
export function decisionVariables(table: DecisionTable, decided: Decided, resultVariable?: string): Record<string, unknown> {
  const { result } = decided;
  const single = table.outputs.length === 1 ? table.outputs[0] : undefined;
  const unwrap = (row: Outputs) => (single ? row[single] : row);
  const value = Array.isArray(result) ? result.map(unwrap) : result && typeof result === 'object' ? unwrap(result) : result;
  if (resultVariable) return { [resultVariable]: value };
  if (result && typeof result === 'object' && !Array.isArray(result)) return result;
  return { [table.key]: value };
}
