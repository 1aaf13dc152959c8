import { describe, expect, it } from 'vitest';
import { evaluate, evaluateCondition, lookupIn } from './evaluate';
import { ExpressionError, parseExpression } from './parse';
import { parseTemplate } from './template';

const run = (text: string, vars: Record<string, unknown> = {}) => evaluate(parseTemplate(text), lookupIn(vars));

describe('workflow expressions', () => {
  it('reads the conditions of real models', () => {
    expect(run('${days > 3}', { days: 5 })).toBe(true);
    expect(run('${days > 3}', { days: 3 })).toBe(false);
    expect(run('${days <= 3}', { days: '2' })).toBe(true);
    expect(run('${!pass}', { pass: false })).toBe(true);
    expect(run('${pass}', { pass: true })).toBe(true);
    expect(run('${applyUser}', { applyUser: 'u1' })).toBe('u1');
    expect(run('${nrOfCompletedInstances / nrOfInstances >= 0.5}', { nrOfCompletedInstances: 1, nrOfInstances: 2 })).toBe(true);
  });

  it('knows the JUEL word operators', () => {
    const vars = { a: 2, b: 3, s: 'x', list: [], t: true, f: false };
    expect(run('${a lt b and b gt a}', vars)).toBe(true);
    expect(run('${a eq 2 or b eq 2}', vars)).toBe(true);
    expect(run('${a ne 2}', vars)).toBe(false);
    expect(run('${a le 2 && b ge 4}', vars)).toBe(false);
    expect(run('${not t}', vars)).toBe(false);
    expect(run('${empty list}', vars)).toBe(true);
    expect(run('${empty s}', vars)).toBe(false);
    expect(run('${b div 2}', vars)).toBe(1.5);
    expect(run('${b mod 2}', vars)).toBe(1);
    expect(run("${s eq 'x'}", vars)).toBe(true);
  });

  it('supports ?:, members, indexes and literals', () => {
    const vars = { form: { amount: 120, items: ['a', 'b'] }, users: ['u1', 'u2'], n: null };
    expect(run("${form.amount > 100 ? 'big' : 'small'}", vars)).toBe('big');
    expect(run('${users[1]}', vars)).toBe('u2');
    expect(run('${form.items[0]}', vars)).toBe('a');
    expect(run('${form.items.length}', vars)).toBe(2);
    expect(run('${n == null}', vars)).toBe(true);
    expect(run('${form.missing == null}', vars)).toBe(true);
    expect(run('${-form.amount + 20}', vars)).toBe(-100);
  });

  it('keeps plain text and fills mixed text', () => {
    expect(run('manager')).toBe('manager');
    expect(run('${name} 的请假', { name: '张三' })).toBe('张三 的请假');
    expect(run('#{x}', { x: 1 })).toBe(1);
  });

  it('compares like JUEL: numbers as numbers, booleans as booleans', () => {
    expect(run("${a == '10'}", { a: 10 })).toBe(true);
    expect(run("${a == 'true'}", { a: true })).toBe(true);
    expect(run("${a < 'b'}", { a: 'a' })).toBe(true);
  });

  it('treats only true as a true condition', () => {
    expect(evaluateCondition(parseTemplate('${x}'), lookupIn({ x: 'true' }))).toBe(true);
    expect(evaluateCondition(parseTemplate('${x}'), lookupIn({ x: 1 }))).toBe(false);
  });

  it('refuses an unknown variable instead of guessing', () => {
    expect(() => run('${days > 3}')).toThrow(/unknown variable days/);
  });

  it.each([
    ['a()', 'function call'],
    ['a.b()', 'function call'],
    ['a = 1', 'unsupported'],
    ['[1, 2]', 'ArrayExpression'],
    ['a, b', 'Compound'],
    ['this', 'ThisExpression'],
    ['a.constructor', 'property constructor'],
    ["a['__proto__']", 'property __proto__'],
    ['constructor', 'name constructor'],
    ['a === b', 'operator ==='],
    ['a & b', 'operator &'],
    ['a << 1', 'operator <<'],
    ['~a', 'operator ~'],
    ['a ?? b', 'unsupported'],
    ['a?.b', 'unsupported'],
    ['(x) => x', 'unsupported'],
    ['`t`', 'unsupported'],
    ['1 +', 'Expected'],
  ])('refuses %s', (source, reason) => {
    let error: unknown;
    try {
      parseExpression(source);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ExpressionError);
    expect(String((error as Error).message)).toContain(reason === 'unsupported' ? '' : reason);
  });

  it('refuses a computed key that reaches JavaScript internals at run time', () => {
    expect(() => run("${a[k]}", { a: {}, k: '__proto__' })).toThrow(ExpressionError);
    expect(run("${a[k]}", { a: { toString: 1 }, k: 'toString' })).toBe(1);
    expect(run("${a[k]}", { a: {}, k: 'toString' })).toBe(null);
  });

  it('refuses an unclosed template', () => {
    expect(() => parseTemplate('${days > 3')).toThrow(ExpressionError);
    expect(() => parseTemplate('${}')).toThrow(ExpressionError);
  });
});
