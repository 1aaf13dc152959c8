import { ExpressionError, FORBIDDEN_NAMES, type Node } from './parse';
import type { Template } from './template';

/** Where names are looked up: the innermost scope first (a signer's own values, then the process). */
export type Lookup = (name: string) => { found: boolean; value: unknown };

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function toNumber(v: unknown, source: string): number {
  if (typeof v === 'number') return v;
  if (v === null || v === undefined || v === '') return 0;
  if (typeof v === 'boolean') throw new ExpressionError(source, 'a boolean is not a number');
  const n = Number(v);
  if (Number.isNaN(n)) throw new ExpressionError(source, `${String(v)} is not a number`);
  return n;
}

function toBoolean(v: unknown, source: string): boolean {
  if (typeof v === 'boolean') return v;
  if (v === null || v === undefined || v === '') return false;
  if (v === 'true' || v === 'false') return v === 'true';
  throw new ExpressionError(source, `${String(v)} is not a boolean`);
}

/** JUEL equality: numbers compare as numbers, booleans as booleans, the rest as text. */
function equal(a: unknown, b: unknown, source: string): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  if (typeof a === 'number' || typeof b === 'number') return toNumber(a, source) === toNumber(b, source);
  if (typeof a === 'boolean' || typeof b === 'boolean') return toBoolean(a, source) === toBoolean(b, source);
  return String(a) === String(b);
}

function compare(a: unknown, b: unknown, source: string): number {
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  const x = toNumber(a, source);
  const y = toNumber(b, source);
  return x < y ? -1 : x > y ? 1 : 0;
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined || v === '') return true;
  if (Array.isArray(v)) return v.length === 0;
  if (isPlain(v)) return Object.keys(v).length === 0;
  return false;
}

function member(object: unknown, key: unknown, source: string): unknown {
  if (object === null || object === undefined) return null;
  const name = String(key);
  if (FORBIDDEN_NAMES.has(name)) throw new ExpressionError(source, `property ${name}`);
  if (Array.isArray(object) || typeof object === 'string') {
    if (name === 'length' || name === 'size') return object.length;
    const index = toNumber(key, source);
    return Number.isInteger(index) && index >= 0 && index < object.length ? object[index] : null;
  }
  if (isPlain(object)) return Object.hasOwn(object, name) ? object[name] : null;
  return null;
}

function run(node: Node, lookup: Lookup, source: string): unknown {
  switch (node.type) {
    case 'literal':
      return node.value;
    case 'ident': {
      const hit = lookup(node.name);
      if (!hit.found) throw new ExpressionError(source, `unknown variable ${node.name}`);
      return hit.value;
    }
    case 'member':
      return member(run(node.object, lookup, source), run(node.property, lookup, source), source);
    case 'unary': {
      const v = run(node.arg, lookup, source);
      if (node.op === '!') return !toBoolean(v, source);
      if (node.op === 'empty') return isEmpty(v);
      const n = toNumber(v, source);
      return node.op === '-' ? -n : n;
    }
    case 'cond':
      return toBoolean(run(node.test, lookup, source), source) ? run(node.then, lookup, source) : run(node.else, lookup, source);
    case 'binary': {
      if (node.op === '&&') return toBoolean(run(node.left, lookup, source), source) && toBoolean(run(node.right, lookup, source), source);
      if (node.op === '||') return toBoolean(run(node.left, lookup, source), source) || toBoolean(run(node.right, lookup, source), source);
      const a = run(node.left, lookup, source);
      const b = run(node.right, lookup, source);
      switch (node.op) {
        case '==':
          return equal(a, b, source);
        case '!=':
          return !equal(a, b, source);
        case '<':
          return compare(a, b, source) < 0;
        case '>':
          return compare(a, b, source) > 0;
        case '<=':
          return compare(a, b, source) <= 0;
        case '>=':
          return compare(a, b, source) >= 0;
        case '+':
          return toNumber(a, source) + toNumber(b, source);
        case '-':
          return toNumber(a, source) - toNumber(b, source);
        case '*':
          return toNumber(a, source) * toNumber(b, source);
        case '/':
          return toNumber(a, source) / toNumber(b, source);
        case '%':
          return toNumber(a, source) % toNumber(b, source);
      }
    }
  }
  throw new ExpressionError(source, 'unsupported expression');
}

/** Evaluates an attribute value (see template.ts) against the variables. */
export function evaluate(template: Template, lookup: Lookup): unknown {
  if (template.kind === 'text') return template.text;
  if (template.kind === 'expr') return run(template.node, lookup, template.source);
  return template.parts.map((p) => (typeof p === 'string' ? p : String(run(p, lookup, 'expression') ?? ''))).join('');
}

/** A condition's verdict: true only for true (or the text "true"), as Flowable reads it. */
export function evaluateCondition(template: Template, lookup: Lookup): boolean {
  const value = evaluate(template, lookup);
  return value === true || value === 'true';
}

/** A lookup over plain objects, innermost first; for tests and one-off evaluation. */
export function lookupIn(...scopes: Record<string, unknown>[]): Lookup {
  return (name) => {
    for (const scope of scopes) if (Object.hasOwn(scope, name)) return { found: true, value: scope[name] };
    return { found: false, value: undefined };
  };
}
