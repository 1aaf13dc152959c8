/// <reference path="./bpmn-moddle.d.ts" />
import { BpmnModdle } from 'bpmn-moddle';
import { flowableDescriptor } from '@beree/contracts';
import type { ProcessGraph } from './graph';
import { InvalidModelError, type Problem } from './problems';
import { computeReach } from './reach';
import { Compiler, type El, type MessageFlows } from './compiler';
import { GLOBAL_TASKS } from './elements';

/** A call activity's variable mappings, <flowable:in> and <flowable:out>, read by the engine only. */
const mapping = (name: string) => ({
  name,
  superClass: ['Element'],
  properties: [
    { name: 'source', isAttr: true, type: 'String' },
    { name: 'sourceExpression', isAttr: true, type: 'String' },
    { name: 'target', isAttr: true, type: 'String' },
  ],
});
/** An HTTP task's settings, <flowable:field name="…"> with a stringValue, expression or a child holding the text. */
const field = {
  name: 'Field',
  superClass: ['Element'],
  properties: [
    { name: 'name', isAttr: true, type: 'String' },
    { name: 'stringValue', isAttr: true, type: 'String' },
    { name: 'string', type: 'String' },
    { name: 'expression', type: 'String' },
  ],
};
const moddle = BpmnModdle({ flowable: { ...flowableDescriptor, types: [...flowableDescriptor.types, mapping('In'), mapping('Out'), field] } });

/**
 * Parses, validates and compiles one BPMN 2.0 document: each executable process of it, in document
 * order (a collaboration holds several; non-executable ones are skipped, ADR 0073). Refuses
 * (InvalidModelError) anything the engine would not run as drawn, naming the elements of every
 * process; the graphs are frozen and shared by every instance.
 */
export async function compileDefinitions(xml: string): Promise<ProcessGraph[]> {
  let parsed;
  try {
    parsed = await moddle.fromXML(xml);
  } catch (error) {
    throw new InvalidModelError([{ elementId: 'definitions', elementName: '', reason: 'unparsable', detail: String((error as Error).message).split('\n')[0] }]);
  }
  const problems: Problem[] = [];
  for (const warning of parsed.warnings) {
    const duplicate = /duplicate ID <([^>]+)>/.exec(warning.message);
    if (duplicate) problems.push({ elementId: duplicate[1], elementName: '', reason: 'duplicateId' });
  }
  const roots = (parsed.rootElement.rootElements as El[] | undefined) ?? [];
  const executable = roots.filter((e) => e.$type === 'bpmn:Process' && e.isExecutable !== false);
  if (!executable.length) throw new InvalidModelError([{ elementId: 'definitions', elementName: '', reason: 'noProcess' }]);
  const messageFlows: MessageFlows = { from: new Map(), to: new Map() };
  for (const collaboration of roots.filter((e) => e.$type === 'bpmn:Collaboration')) {
    for (const mf of (collaboration.messageFlows ?? []) as El[]) {
      if (mf.sourceRef?.id) messageFlows.from.set(mf.sourceRef.id, mf);
      if (mf.targetRef?.id) messageFlows.to.set(mf.targetRef.id, mf);
    }
  }
  const globalTasks = new Set(roots.filter((e) => GLOBAL_TASKS.has(e.$type)).map((e) => e.id!));
  const graphs: ProcessGraph[] = [];
  for (const process of executable) {
    const compiler = new Compiler(messageFlows, globalTasks);
    compiler.scope(process, null);
    compiler.link();
    compiler.routing(process);
    compiler.startMessages();
    problems.push(...compiler.problems);
    if (!compiler.problems.length) graphs.push(freeze(process, compiler));
  }
  if (problems.length) throw new InvalidModelError(problems);
  return graphs;
}

/**
 * One process of a document: the one of this key, else the first executable one (the document's
 * every process is checked all the same).
 */
export async function compileBpmn(xml: string, key?: string): Promise<ProcessGraph> {
  const graphs = await compileDefinitions(xml);
  return graphs.find((g) => g.key === key) ?? graphs[0];
}

function freeze(process: El, compiler: Compiler): ProcessGraph {
  const noneStart = [...compiler.nodes.values()].find((n) => n.kind === 'startEvent' && n.scopeId === null && !n.event);
  const startId = noneStart?.id ?? compiler.eventStarts[0] ?? compiler.timerStarts[0];
  const nodes = [...compiler.nodes.values()];
  const eventSubs = new Map<string, string[]>();
  for (const n of nodes.filter((n) => n.triggeredByEvent)) eventSubs.set(n.scopeId ?? '', [...(eventSubs.get(n.scopeId ?? '') ?? []), n.id]);
  const { reach, deepReach } = computeReach(compiler.nodes, compiler.flows);
  return Object.freeze({
    key: process.id!,
    name: process.name ?? process.id!,
    startId,
    noneStart: noneStart !== undefined,
    eventStarts: compiler.eventStarts,
    timerStarts: compiler.timerStarts,
    conditionalStarts: compiler.conditionalStarts,
    eventSubs,
    hasCalls: nodes.some((n) => n.kind === 'callActivity'),
    rollbackNode: process.rollbackNode ? String(process.rollbackNode).trim() || undefined : undefined,
    nodes: compiler.nodes,
    flows: compiler.flows,
    reach,
    deepReach,
    hasTimers: [...compiler.nodes.values()].some((n) => n.timer),
    hasConditions: nodes.some((n) => n.condition !== undefined),
    hasCompensation: nodes.some((n) => n.compensationHandler !== undefined),
    hasEvents: nodes.some((n) => n.http || (n.event && (n.kind === 'intermediateCatchEvent' || n.kind === 'boundaryEvent' || n.kind === 'receiveTask' || (n.kind === 'startEvent' && n.scopeId !== null)))),
    assignSingleCandidate: String((process as { $attrs?: Record<string, unknown> }).$attrs?.['flowable:assignSingleCandidate'] ?? '').trim() === 'true',
  });
}
