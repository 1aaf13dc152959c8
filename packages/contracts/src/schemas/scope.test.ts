import { describe, expect, it } from 'vitest';
import { roleGrantSchema } from './role';
import { parseApiScopePath, parseDataScopeRule } from './scope';

describe('custom data scope rules', () => {
  it('parses a well-formed rule, numbers read as text', () => {
    expect(parseDataScopeRule('{"column":"createDept","operator":"in","value":"${deptId}"}')).toEqual({ column: 'createDept', operator: 'in', value: '${deptId}' });
    expect(parseDataScopeRule('{"column":"amount","operator":"ge","value":100}')).toEqual({ column: 'amount', operator: 'ge', value: '100' });
  });

  it.each([
    ['empty', ''],
    ['SQL', "create_user = '1' or 1=1"],
    ['an array', '[]'],
    ['an unknown operator', '{"column":"a","operator":"between","value":"1"}'],
    ['a column with SQL in it', '{"column":"a) or (1=1","operator":"eq","value":"1"}'],
    ['a variable inside text', '{"column":"a","operator":"eq","value":"x${userId}"}'],
    ['an unknown variable', '{"column":"a","operator":"eq","value":"${password}"}'],
    ['an object value', '{"column":"a","operator":"eq","value":{"x":1}}'],
    ['extra keys', '{"column":"a","operator":"eq","value":"1","raw":"x"}'],
  ])('refuses %s', (_, text) => {
    expect(parseDataScopeRule(text)).toBeNull();
  });
});

describe('API scope paths', () => {
  it('splits a method and a route template, or takes a path for any method', () => {
    expect(parseApiScopePath('GET /api/blade-system/param/list')).toEqual({ method: 'GET', path: '/api/blade-system/param/list' });
    expect(parseApiScopePath(' /api/blade-desk/notice/:id ')).toEqual({ method: null, path: '/api/blade-desk/notice/:id' });
  });

  it.each(['', 'get /api/x', 'GET  /api/x', 'GET /other/x', '/api/a/../b', '/api//a', '/api/a?b=1', 'TRACE /api/a'])('refuses %j', (text) => {
    expect(parseApiScopePath(text)).toBeNull();
  });
});

describe('grant id lists', () => {
  it('accept arrays or comma-joined text and drop duplicates', () => {
    expect(roleGrantSchema.parse({ roleIds: '1, 2,2', menuIds: [3, '4'] })).toEqual({ roleIds: ['1', '2'], menuIds: ['3', '4'], dataScopeIds: [], apiScopeIds: [] });
  });

  it('name the whole field when one id is malformed', () => {
    const result = roleGrantSchema.safeParse({ roleIds: ['1'], menuIds: ['2', 'x'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['menuIds']);
  });
});
