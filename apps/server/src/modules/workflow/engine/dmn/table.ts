import { DmnModdle, type DmnElement } from 'dmn-moddle';
import { evaluate, unaryTest } from 'feelin';
import { DecisionModelError, type DecisionProblem } from './problems';

/** The hit policies this engine evaluates (DMN 1.3 names); PRIORITY and OUTPUT ORDER need output value lists, not supported. */
export const HIT_POLICIES = ['UNIQUE', 'FIRST', 'ANY', 'COLLECT', 'RULE ORDER'] as const;
export type HitPolicy = (typeof HIT_POLICIES)[number];
export type Aggregation = 'SUM' | 'MIN' | 'MAX' | 'COUNT';

/** A rule: one unary test per input (FEEL, '-' or empty for any), one expression per output. */
export interface Rule {
  id: string;
  inputEntries: string[];
  outputEntries: string[];
}

/** A decision of a DMN document, its table ready to evaluate. */
export interface DecisionTable {
  key: string;
  name: string;
  hitPolicy: HitPolicy;
  aggregation?: Aggregation;
  /** The FEEL expression of each input, read in the process's variables. */
  inputs: { label: string; expression: string }[];
  /** The name of each output: the variable (or the result's field) it becomes. */
  outputs: string[];
  rules: Rule[];
}

const DMN13 = 'https://www.omg.org/spec/DMN/20191111/MODEL/';
const text = (el: DmnElement | undefined): string => String(el?.text ?? '').trim();
const list = (value: unknown): DmnElement[] => (Array.isArray(value) ? (value as DmnElement[]) : []);

/** A FEEL text that cannot be parsed: the parser's reason, else undefined. */
function feelProblem(source: string, kind: 'test' | 'expression'): string | undefined {
  if (!source || (kind === 'test' && source === '-')) return undefined;
  try {
    if (kind === 'test') unaryTest(source, { '?': null });
    else evaluate(source, {});
    return undefined;
  } catch (error) {
    return `${source} — ${(error as Error).message}`;
  }
}

/**
 * Reads a DMN 1.3 document (Camunda Modeler 5, Flowable and bpmn.io write it) into its decision
 * tables, checking everything evaluation relies on: a refusal names every decision, rule and column
 * at fault, as a BPMN deploy refusal does.
 */
export async function readDecisions(xml: string): Promise<DecisionTable[]> {
  if (!xml.includes(DMN13)) {
    const older = /xmlns(?::\w+)?="(http[^"]*DMN[^"]*)"/i.exec(xml)?.[1];
    throw new DecisionModelError([{ elementId: 'definitions', elementName: '', reason: 'dmnVersion', detail: older ?? '' }]);
  }
  let root: DmnElement;
  try {
    root = (await new DmnModdle().fromXML(xml, 'dmn:Definitions')).rootElement;
  } catch (error) {
    throw new DecisionModelError([{ elementId: 'definitions', elementName: '', reason: 'unparsable', detail: (error as Error).message }]);
  }
  const problems: DecisionProblem[] = [];
  const tables: DecisionTable[] = [];
  for (const decision of list(root.drgElement).filter((el) => el.$type === 'dmn:Decision')) {
    const table = decisionTable(decision, problems);
    if (table) tables.push(table);
  }
  if (!tables.length && !problems.length) problems.push({ elementId: String(root.id ?? 'definitions'), elementName: String(root.name ?? ''), reason: 'noDecision' });
  if (problems.length) throw new DecisionModelError(problems);
  return tables;
}

function decisionTable(decision: DmnElement, problems: DecisionProblem[]): DecisionTable | undefined {
  const at = (reason: DecisionProblem['reason'], detail?: string) =>
    problems.push({ elementId: String(decision.id), elementName: String(decision.name ?? ''), reason, detail });
  const logic = decision.decisionLogic as DmnElement | undefined;
  if (logic?.$type !== 'dmn:DecisionTable') {
    at('notTable', String(logic?.$type ?? '').replace('dmn:', ''));
    return undefined;
  }
  const hitPolicy = String(logic.hitPolicy ?? 'UNIQUE') as HitPolicy;
  if (!HIT_POLICIES.includes(hitPolicy)) at('hitPolicy', hitPolicy);
  const aggregation = logic.aggregation ? (String(logic.aggregation) as Aggregation) : undefined;
  if (aggregation && hitPolicy !== 'COLLECT') at('aggregation', `${hitPolicy} ${aggregation}`);
  if (aggregation && list(logic.output).length > 1) at('aggregationOutputs', aggregation);
  const inputs = list(logic.input).map((input, i) => {
    const expression = text(input.inputExpression as DmnElement | undefined);
    const label = String(input.label ?? '') || expression || `#${i + 1}`;
    if (!expression) at('inputExpression', label);
    else if (feelProblem(expression, 'expression')) at('feel', feelProblem(expression, 'expression'));
    return { label, expression };
  });
  const outputs = list(logic.output).map((output, i) => String(output.name ?? '') || (list(logic.output).length === 1 ? String(decision.id) : `#${i + 1}`));
  if (!outputs.length) at('noOutput');
  list(logic.output).forEach((output, i) => {
    if (!output.name && outputs.length > 1) at('outputName', String(output.label ?? `#${i + 1}`));
  });
  const rules = list(logic.rule).map((rule, index) => {
    const id = String(rule.id ?? `#${index + 1}`);
    const inputEntries = list(rule.inputEntry).map(text);
    const outputEntries = list(rule.outputEntry).map(text);
    if (inputEntries.length !== inputs.length || outputEntries.length !== outputs.length) {
      at('ruleShape', `${id}: ${inputEntries.length}/${inputs.length}, ${outputEntries.length}/${outputs.length}`);
    }
    for (const entry of inputEntries) {
      const problem = feelProblem(entry, 'test');
      if (problem) at('feel', `${id}: ${problem}`);
    }
    for (const entry of outputEntries) {
      const problem = feelProblem(entry, 'expression');
      if (problem) at('feel', `${id}: ${problem}`);
    }
    return { id, inputEntries, outputEntries };
  });
  return { key: String(decision.id), name: String(decision.name ?? decision.id), hitPolicy, aggregation, inputs, outputs, rules };
}
