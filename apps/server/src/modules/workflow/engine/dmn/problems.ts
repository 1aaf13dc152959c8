import { AppError } from '../../../../core/http/errors';

/** Why a decision cannot be deployed, in both languages ({detail} is filled in). */
const REASONS = {
  dmnVersion: { zh: '只支持 DMN 1.3（命名空间 https://www.omg.org/spec/DMN/20191111/MODEL/），本文件为 {detail}；请用 Camunda Modeler 5 或 bpmn.io 另存为 DMN 1.3', en: 'only DMN 1.3 is read (namespace https://www.omg.org/spec/DMN/20191111/MODEL/), this file is {detail}; save it as DMN 1.3 with Camunda Modeler 5 or bpmn.io' },
  unparsable: { zh: '文件不是有效的 DMN XML：{detail}', en: 'the file is not valid DMN XML: {detail}' },
  noDecision: { zh: '没有决策', en: 'there is no decision' },
  notTable: { zh: '只支持决策表，不支持 {detail}', en: 'only decision tables are evaluated, not {detail}' },
  hitPolicy: { zh: '不支持的命中策略 {detail}（支持 UNIQUE、FIRST、ANY、COLLECT、RULE ORDER）', en: 'the hit policy {detail} is not supported (UNIQUE, FIRST, ANY, COLLECT, RULE ORDER are)' },
  aggregation: { zh: '只有 COLLECT 能聚合（{detail}）', en: 'only COLLECT aggregates ({detail})' },
  aggregationOutputs: { zh: '聚合 {detail} 只能用于只有一个输出的决策表', en: 'the aggregation {detail} needs a table with exactly one output' },
  inputExpression: { zh: '输入 {detail} 没有表达式', en: 'the input {detail} has no expression' },
  noOutput: { zh: '决策表没有输出', en: 'the decision table has no output' },
  outputName: { zh: '有多个输出时每个输出都要有名称（{detail}）', en: 'with several outputs each needs a name ({detail})' },
  ruleShape: { zh: '规则的条目数与输入、输出列数不符（{detail}）', en: "the rule's entries do not match the inputs and outputs ({detail})" },
  feel: { zh: 'FEEL 表达式无法解析：{detail}', en: 'the FEEL expression cannot be parsed: {detail}' },
} as const;

export type DecisionReason = keyof typeof REASONS;

/** A reason a decision cannot be deployed, naming the decision by id and name. */
export interface DecisionProblem {
  elementId: string;
  elementName: string;
  reason: DecisionReason;
  detail?: string;
}

const describe = (p: DecisionProblem, lang: 'zh' | 'en') =>
  `${p.elementId}${p.elementName ? ` (${p.elementName})` : ''}: ${REASONS[p.reason][lang].replace('{detail}', p.detail ?? '')}`;

/** The deploy refusal of a DMN file: 400 naming every problem. */
export class DecisionModelError extends AppError {
  constructor(public readonly problems: DecisionProblem[]) {
    super(400, 'workflow.decision.invalid', {
      field: 'file',
      problemsZh: problems.map((p) => describe(p, 'zh')).join('；'),
      problemsEn: problems.map((p) => describe(p, 'en')).join('; '),
    });
  }
}
