import jsep from 'jsep';

/**
 * The JUEL subset real Flowable/BladeX models use, parsed by jsep and checked node by node: only
 * what the interpreter in evaluate.ts understands gets through, so nothing else can run.
 */
jsep.addBinaryOp('or', 1);
jsep.addBinaryOp('and', 2);
jsep.addBinaryOp('eq', 6);
jsep.addBinaryOp('ne', 6);
jsep.addBinaryOp('lt', 7);
jsep.addBinaryOp('gt', 7);
jsep.addBinaryOp('le', 7);
jsep.addBinaryOp('ge', 7);
jsep.addBinaryOp('div', 10);
jsep.addBinaryOp('mod', 10);
jsep.addUnaryOp('not');
jsep.addUnaryOp('empty');

export type Ast = jsep.Expression;

const BINARY: Record<string, string> = {
  '==': '==', eq: '==', '!=': '!=', ne: '!=',
  '<': '<', lt: '<', '>': '>', gt: '>', '<=': '<=', le: '<=', '>=': '>=', ge: '>=',
  '&&': '&&', and: '&&', '||': '||', or: '||',
  '+': '+', '-': '-', '*': '*', '/': '/', div: '/', '%': '%', mod: '%',
};
const UNARY: Record<string, string> = { '!': '!', not: '!', '-': '-', '+': '+', empty: 'empty' };
/** Names that would reach into JavaScript's object machinery. */
export const FORBIDDEN_NAMES = new Set(['__proto__', 'constructor', 'prototype', '__defineGetter__', '__defineSetter__', '__lookupGetter__', '__lookupSetter__']);

export class ExpressionError extends Error {
  constructor(
    public readonly expression: string,
    reason: string,
  ) {
    super(reason);
  }
}

/** A checked tree: operators already mapped to their symbol form. */
export type Node =
  | { type: 'literal'; value: string | number | boolean | null }
  | { type: 'ident'; name: string }
  | { type: 'member'; object: Node; property: Node; computed: boolean }
  | { type: 'unary'; op: string; arg: Node }
  | { type: 'binary'; op: string; left: Node; right: Node }
  | { type: 'cond'; test: Node; then: Node; else: Node };

function check(source: string, ast: Ast): Node {
  const fail = (what: string): never => {
    throw new ExpressionError(source, `unsupported ${what}`);
  };
  switch (ast.type) {
    case 'Literal': {
      const value = (ast as jsep.Literal).value;
      if (value instanceof RegExp) fail('regular expression');
      return { type: 'literal', value: value as string | number | boolean | null };
    }
    case 'Identifier': {
      const name = (ast as jsep.Identifier).name;
      if (FORBIDDEN_NAMES.has(name)) fail(`name ${name}`);
      if (name === 'true' || name === 'false') return { type: 'literal', value: name === 'true' };
      if (name === 'null') return { type: 'literal', value: null };
      return { type: 'ident', name };
    }
    case 'MemberExpression': {
      const m = ast as jsep.MemberExpression;
      if ((m as { optional?: boolean }).optional) fail('optional member');
      const property = m.computed ? check(source, m.property) : { type: 'literal' as const, value: (m.property as jsep.Identifier).name };
      if (property.type === 'literal' && FORBIDDEN_NAMES.has(String(property.value))) fail(`property ${String(property.value)}`);
      return { type: 'member', object: check(source, m.object), property, computed: m.computed };
    }
    case 'UnaryExpression': {
      const u = ast as jsep.UnaryExpression;
      const op = UNARY[u.operator];
      if (!op) fail(`operator ${u.operator}`);
      return { type: 'unary', op, arg: check(source, u.argument) };
    }
    case 'BinaryExpression': {
      const b = ast as jsep.BinaryExpression;
      const op = BINARY[b.operator];
      if (!op) fail(`operator ${b.operator}`);
      return { type: 'binary', op, left: check(source, b.left), right: check(source, b.right) };
    }
    case 'ConditionalExpression': {
      const c = ast as jsep.ConditionalExpression;
      return { type: 'cond', test: check(source, c.test), then: check(source, c.consequent), else: check(source, c.alternate) };
    }
    default:
      return fail(ast.type === 'CallExpression' ? 'function call' : `syntax (${ast.type})`);
  }
}

/** Parses the inside of one `${…}`; throws ExpressionError for anything outside the subset. */
export function parseExpression(source: string): Node {
  let ast: Ast;
  try {
    ast = jsep(source);
  } catch (error) {
    throw new ExpressionError(source, (error as Error).message);
  }
  return check(source, ast);
}
