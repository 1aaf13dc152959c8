import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../core/http/errors';
import { decide, decisionVariables } from './evaluate';
import { DecisionModelError } from './problems';
import { readDecisions } from './table';
import { DMN13, tableXml } from '../../../../../test/dmn';

const vars = (values: Record<string, unknown>) => values;

/** Who approves a leave request: by days and department, the first rule that matches. */
const APPROVER = tableXml({
  hitPolicy: 'FIRST',
  inputs: ['days', 'dept'],
  outputs: ['approver', 'level'],
  rules: [
    [['<= 3', '"ICU","OR"'], ['"headNurse"', '1']],
    [['[4..10]', 'not("admin")'], ['"manager"', '2']],
    [['-', '-'], ['"gm"', 'days + 1']],
  ],
});

describe('DMN decision tables (business rule tasks)', () => {
  it('reads a table and picks the first matching rule by ranges, lists, negation and any', async () => {
    const [table] = await readDecisions(APPROVER);
    expect(table).toMatchObject({ key: 'approval', name: '审批人', hitPolicy: 'FIRST', outputs: ['approver', 'level'] });
    expect(decide(table, vars({ days: 2, dept: 'OR' }))).toEqual({ matched: ['rule1'], result: { approver: 'headNurse', level: 1 } });
    expect(decide(table, vars({ days: 5, dept: 'ward' })).result).toEqual({ approver: 'manager', level: 2 });
    expect(decide(table, vars({ days: 5, dept: 'admin' })).result).toEqual({ approver: 'gm', level: 6 });
    // Without a result variable a single hit's outputs become variables by their names.
    expect(decisionVariables(table, decide(table, vars({ days: 12, dept: 'OR' })))).toEqual({ approver: 'gm', level: 13 });
    expect(decisionVariables(table, decide(table, vars({ days: 1, dept: 'ICU' })), 'who')).toEqual({ who: { approver: 'headNurse', level: 1 } });
  });

  it('refuses a UNIQUE table whose rules both match, and an ANY table whose matches disagree, naming the rules', async () => {
    const rules: [string[], string[]][] = [[['> 1'], ['"a"']], [['> 2'], ['"b"']]];
    const [unique] = await readDecisions(tableXml({ inputs: ['n'], outputs: ['x'], rules }));
    expect(decide(unique, vars({ n: 2 })).result).toEqual({ x: 'a' });
    const refusal = (() => {
      try {
        decide(unique, vars({ n: 3 }));
      } catch (error) {
        return error as AppError;
      }
    })();
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ code: 400, key: 'workflow.decision.notUnique', vars: { decision: '审批人', rules: 'rule1, rule2' } });
    const [any] = await readDecisions(tableXml({ hitPolicy: 'ANY', inputs: ['n'], outputs: ['x'], rules }));
    expect(() => decide(any, vars({ n: 3 }))).toThrow(expect.objectContaining({ key: 'workflow.decision.anyDiffers' }));
  });

  it('collects every match as a list, or sums it, and writes a one-output list under the result variable', async () => {
    const rules: [string[], string[]][] = [[['>= 100'], ['5']], [['>= 1000'], ['10']], [['< 0'], ['99']]];
    const [sum] = await readDecisions(tableXml({ key: 'discount', hitPolicy: 'COLLECT', aggregation: 'SUM', inputs: ['order.total'], outputs: ['rate'], rules }));
    expect(decide(sum, vars({ order: { total: 1500 } }))).toEqual({ matched: ['rule1', 'rule2'], result: 15 });
    const [collect] = await readDecisions(tableXml({ key: 'discount', hitPolicy: 'RULE ORDER', inputs: ['order.total'], outputs: ['rate'], rules }));
    const decided = decide(collect, vars({ order: { total: 1500 } }));
    expect(decided.result).toEqual([{ rate: 5 }, { rate: 10 }]);
    expect(decisionVariables(collect, decided, 'rates')).toEqual({ rates: [5, 10] });
    expect(decisionVariables(collect, decided)).toEqual({ discount: [5, 10] });
  });

  it('refuses a file at deploy naming every decision, rule and column at fault at once', async () => {
    const bad = tableXml({ hitPolicy: 'PRIORITY', inputs: ['days', ''], outputs: ['a'], rules: [[['>>', '-'], ['"x"', '"y"']]] });
    const error = await readDecisions(bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DecisionModelError);
    expect((error as DecisionModelError).problems.map((p) => p.reason)).toEqual(['hitPolicy', 'inputExpression', 'ruleShape', 'feel']);
    expect((error as DecisionModelError).problems[3].detail).toMatch(/^rule1: >>/);
    const older = tableXml({ inputs: ['n'], outputs: ['x'], rules: [] }).replace(DMN13, 'http://www.omg.org/spec/DMN/20151101/dmn.xsd');
    await expect(readDecisions(older)).rejects.toMatchObject({ problems: [{ reason: 'dmnVersion', detail: 'http://www.omg.org/spec/DMN/20151101/dmn.xsd' }] });
  });
});
