import { decisionRefOf } from './decision-ref';
import { isHttpTask, readHttpTask } from './http-task';
import type { GraphFlow, GraphNode, NodeKind } from './graph';
import { ATTACHABLE, COMPENSATE, CONDITIONAL, DEFINITIONS, EVENT_SUB_STARTS, INERT, KINDS, MESSAGE, REPEATABLE, SIGNAL, TIMER } from './elements';
import { ElementReader, type El } from './element-reader';

export type { El, MessageFlows } from './element-reader';

/** Checks and compiles the elements of one process into its graph's nodes and flows, collecting every problem. */
export class Compiler extends ElementReader {
  readonly nodes = new Map<string, GraphNode>();
  readonly flows = new Map<string, GraphFlow>();
  /** Condition texts as written, by flow id (to see which decide on `pass`). */
  readonly conditionTexts = new Map<string, string>();
  /** The message and signal start events of the process. */
  readonly eventStarts: string[] = [];
  /** The timer start events of the process. */
  readonly timerStarts: string[] = [];
  /** Associations (source → target), where compensation boundary events name their handlers. */
  readonly associations = new Map<string, string>();
  /** The conditional start events of the process (deployed, never armed). */
  readonly conditionalStarts: string[] = [];

  scope(container: El, scopeId: string | null): void {
    const elements: El[] = container.flowElements ?? [];
    const starts: El[] = [];
    for (const a of (container.artifacts ?? []) as El[]) if (a.$type === 'bpmn:Association' && a.sourceRef?.id && a.targetRef?.id) this.associations.set(a.sourceRef.id, a.targetRef.id);
    for (const el of elements) {
      if (el.$type === 'bpmn:SequenceFlow' || INERT.has(el.$type)) continue;
      const kind = el.$type === 'bpmn:CallActivity' && this.globalTasks.has(String(el.calledElement ?? '')) ? 'task' : KINDS[el.$type];
      if (!kind) {
        this.problem(el, 'unsupported', el.$type.replace('bpmn:', ''));
        continue;
      }
      const definitions: El[] = el.eventDefinitions ?? [];
      const named = definitions.map((d) => d.$type.replace('bpmn:', '')).join(', ') || el.$type.replace('bpmn:', '');
      if (kind === 'startEvent') {
        // A sub-process starts with a none start event; the process may also start by a message or a signal.
        const inEventSub = container.$type === 'bpmn:SubProcess' && container.triggeredByEvent === true;
        const only = definitions.length === 1 ? definitions[0].$type : definitions.length ? 'several' : '';
        // An event sub-process starts by its one event; a sub-process by a none start event; the process also by a message, a signal or a timer.
        if (inEventSub ? EVENT_SUB_STARTS.includes(only) : only === '') starts.push(el);
        else if (scopeId === null && [MESSAGE, SIGNAL].includes(only)) this.eventStarts.push(el.id!);
        else if (scopeId === null && only === TIMER) this.timerStarts.push(el.id!);
        // A conditional start of the process starts nothing by itself: no instance holds variables yet (ADR 0080).
        else if (scopeId === null && only === CONDITIONAL) this.conditionalStarts.push(el.id!);
        else {
          this.problem(el, 'unsupported', named);
          continue;
        }
      }
      const terminate = kind === 'endEvent' && definitions.some((d) => d.$type === 'bpmn:TerminateEventDefinition');
      const allowed = DEFINITIONS[kind];
      if (allowed && (definitions.length > 1 || !allowed.includes(definitions[0]?.$type ?? ''))) {
        this.problem(el, 'unsupported', named);
        continue;
      }
      const compiled = this.node(el, kind, scopeId, terminate);
      this.nodes.set(el.id!, el.isForCompensation === true ? { ...compiled, forCompensation: true } : compiled);
      // A sub-process drawn collapsed with nothing inside passes like a task (ADR 0074).
      if (kind === 'subProcess' && ((el.flowElements ?? []).length || el.triggeredByEvent)) this.scope(el, el.id!);
    }
    if (scopeId !== null ? starts.length !== 1 : starts.length > 1 || starts.length + this.eventStarts.length + this.timerStarts.length === 0) {
      this.problem(container, container.triggeredByEvent ? 'eventSubStart' : scopeId !== null ? 'startEvents' : 'processStarts');
    }
    for (const el of elements) if (el.$type === 'bpmn:SequenceFlow') this.flow(el, scopeId);
  }

  node(el: El, kind: NodeKind, scopeId: string | null, terminate: boolean): GraphNode {
    const base = {
      id: el.id!,
      name: el.name ?? '',
      kind,
      bpmnType: el.$type.replace('bpmn:', '').replace(/^./, (c: string) => c.toLowerCase()),
      scopeId,
      // Filled from the flows (exports often leave out <incoming>/<outgoing>).
      incoming: [] as string[],
      outgoing: [] as string[],
      defaultFlow: el.default?.id as string | undefined,
    };
    let loop: El | undefined = el.loopCharacteristics;
    let multiInstance: GraphNode['multiInstance'];
    let standardLoop: GraphNode['standardLoop'];
    // Repeating a task that does nothing in the engine, or a sub-process drawn empty, does nothing more: it passes once (ADR 0074).
    if (loop && (kind === 'task' || (kind === 'serviceTask' && !this.namesHandler(el) && !isHttpTask(el)) || (kind === 'subProcess' && !(el.flowElements ?? []).length))) loop = undefined;
    if (loop?.$type === 'bpmn:StandardLoopCharacteristics') {
      if (!REPEATABLE.has(kind)) this.problem(el, 'miNotUserTask');
      else standardLoop = this.standardLoop(el, loop);
    } else if (loop) {
      if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || !REPEATABLE.has(kind)) this.problem(el, 'miNotUserTask');
      else multiInstance = this.multiInstance(el, loop);
    }
    switch (kind) {
      case 'startEvent': {
        if ((el.eventDefinitions ?? []).some((d: El) => d.$type === COMPENSATE)) return { ...base, compensate: {}, interrupting: true };
        const timer = (el.eventDefinitions ?? []).some((d: El) => d.$type === TIMER) ? this.timer(el) : undefined;
        const caught = { timer, error: this.thrown(el, 'Error'), escalation: this.thrown(el, 'Escalation') };
        return { ...base, initiator: el.initiator, formKey: el.formKey, event: this.event(el), ...caught, interrupting: el.isInterrupting !== false };
      }
      case 'callActivity':
        return { ...base, call: this.call(el), multiInstance, standardLoop };
      case 'endEvent':
        if (this.compensated(el)) return { ...base, compensate: this.compensated(el) };
        return { ...base, terminate, error: this.thrown(el, 'Error'), escalation: this.thrown(el, 'Escalation'), event: this.event(el) };
      case 'intermediateThrowEvent':
        if (this.compensated(el)) return { ...base, compensate: this.compensated(el) };
        return { ...base, event: this.event(el), escalation: this.thrown(el, 'Escalation'), link: this.linkName(el) };
      case 'receiveTask':
        return { ...base, event: this.taskMessage(el) };
      case 'sendTask':
        return { ...base, event: this.taskMessage(el) };
      case 'userTask':
        return { ...base, formKey: el.formKey, multiInstance, standardLoop, userTask: this.userTask(el) };
      case 'serviceTask': {
        const decision = decisionRefOf(el);
        if (isHttpTask(el)) return { ...base, http: readHttpTask(this, el) };
        return decision ? { ...base, decision } : { ...base, handler: this.handler(el) };
      }
      case 'scriptTask':
        return { ...base, ...this.script(el) };
      case 'intermediateCatchEvent':
        if (this.linkName(el) !== undefined) return { ...base, link: this.linkName(el) };
        if (this.condition(el)) return { ...base, condition: this.condition(el) };
        return this.event(el) ? { ...base, event: this.event(el) } : { ...base, timer: this.timer(el) };
      case 'boundaryEvent':
        // Never armed: it names what undoes its activity once the activity completed.
        if (this.compensated(el)) return { ...base, compensate: {}, attachedTo: el.attachedToRef?.id, cancelActivity: false };
        // cancelActivity is true unless written false (BPMN's default).
        // An error boundary always interrupts; an escalation one unless cancelActivity is false.
        if (this.thrown(el, 'Error')) return { ...base, error: this.thrown(el, 'Error'), attachedTo: el.attachedToRef?.id, cancelActivity: true };
        if (this.thrown(el, 'Escalation')) return { ...base, escalation: this.thrown(el, 'Escalation'), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
        if (this.event(el)) return { ...base, event: this.event(el), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
        if (this.condition(el)) return { ...base, condition: this.condition(el), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
        return { ...base, timer: this.timer(el), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
      case 'subProcess': {
        const start = (el.flowElements ?? []).find((c: El) => c.$type === 'bpmn:StartEvent');
        return { ...base, startId: start?.id, triggeredByEvent: el.triggeredByEvent === true || undefined, multiInstance, standardLoop };
      }
      default:
        return base;
    }
  }

  /**
   * A link throw event jumps to the link catch event of its name in its scope: the jump is a flow
   * of the graph, so the token moves as along any flow.
   */
  links(): void {
    for (const thrower of this.nodes.values()) {
      if (thrower.kind !== 'intermediateThrowEvent' || thrower.link === undefined) continue;
      const catchers = [...this.nodes.values()].filter((n) => n.kind === 'intermediateCatchEvent' && n.link === thrower.link && n.scopeId === thrower.scopeId);
      if (catchers.length !== 1) {
        this.problems.push({ elementId: thrower.id, elementName: thrower.name, reason: 'linkTarget', detail: thrower.link });
        continue;
      }
      const id = `${thrower.id}__link`;
      this.flows.set(id, { id, name: thrower.link, source: thrower.id, target: catchers[0].id, scopeId: thrower.scopeId });
    }
  }

  /** Connects nodes to their flows in document order and checks default flows. */
  link(): void {
    this.links();
    for (const f of this.flows.values()) {
      (this.nodes.get(f.source)?.outgoing as string[] | undefined)?.push(f.id);
      (this.nodes.get(f.target)?.incoming as string[] | undefined)?.push(f.id);
    }
    for (const n of this.nodes.values()) {
      if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'badDefault' });
      if (n.kind === 'eventBasedGateway') this.eventGateway(n);
      if (n.triggeredByEvent && (n.incoming.length || n.outgoing.length)) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'eventSubFlows' });
      if (n.triggeredByEvent && n.scopeId !== null && this.nodes.get(n.startId ?? '')?.compensate) {
        // A compensation event sub-process undoes the sub-process it sits in.
        this.nodes.set(n.scopeId, { ...this.nodes.get(n.scopeId)!, compensationHandler: n.id });
      }
      if (n.kind !== 'boundaryEvent') continue;
      const host = n.attachedTo ? this.nodes.get(n.attachedTo) : undefined;
      if (n.compensate) {
        const handler = this.nodes.get(this.associations.get(n.id) ?? '');
        if (!host || !handler?.forCompensation || handler.scopeId !== n.scopeId) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'compensationHandler' });
        else this.nodes.set(host.id, { ...host, compensationHandler: handler.id });
        continue;
      }
      // On a task that passes (done outside the engine, or a send task) a boundary event is drawn but never armed (ADR 0074).
      const passes = host !== undefined && (host.kind === 'task' || host.kind === 'sendTask' || (host.kind === 'serviceTask' && !host.handler && !host.http));
      if (!host || !(ATTACHABLE.has(host.kind) || passes || host.http) || host.triggeredByEvent || host.scopeId !== n.scopeId) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'boundaryHost' });
      else (host as { boundaries?: string[] }).boundaries = [...(host.boundaries ?? []), n.id];
      if (n.incoming.length) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'boundaryIncoming' });
    }
  }

  /**
   * An event-based gateway waits for the catch events after it, the first to fire taking the
   * token: each flow leaves for a timer, message or signal catch event that nothing else leads to.
   */
  eventGateway(gateway: GraphNode): void {
    if (!gateway.outgoing.length) this.problems.push({ elementId: gateway.id, elementName: gateway.name, reason: 'eventGatewayTarget' });
    for (const id of gateway.outgoing) {
      const flow = this.flows.get(id)!;
      const target = this.nodes.get(flow.target);
      if (flow.condition) this.problems.push({ elementId: flow.id, elementName: flow.name, reason: 'eventGatewayCondition' });
      if (!target || target.kind !== 'intermediateCatchEvent' || target.incoming.length !== 1) {
        this.problems.push({ elementId: gateway.id, elementName: gateway.name, reason: 'eventGatewayTarget', detail: flow.target });
      }
    }
  }

  /** Two message start events of one process cannot share a message: which would start? */
  startMessages(): void {
    const seen = new Set<string>();
    for (const id of this.eventStarts) {
      const start = this.nodes.get(id)!;
      const key = `${start.event?.kind}:${start.event?.name}`;
      if (start.event?.kind === 'message' && seen.has(key)) this.problems.push({ elementId: id, elementName: start.name, reason: 'messageStartTwice', detail: start.event.name });
      seen.add(key);
    }
  }

  /**
   * Rollback targets must be user tasks or the start event of the process; and each user task
   * learns whether the flows after it (directly or through gateways) decide on `pass`, as classic
   * models route a rejection with ${!pass}.
   */
  routing(process: El): void {
    const valid = (id: string) => {
      const target = this.nodes.get(id);
      return target !== undefined && (target.kind === 'userTask' || (target.kind === 'startEvent' && target.scopeId === null));
    };
    if (process.rollbackNode && !valid(String(process.rollbackNode).trim())) this.problem(process, 'rollbackNode', String(process.rollbackNode));
    for (const n of this.nodes.values()) {
      const config = n.userTask as { rollbackNode?: string; routesOutcome: boolean } | undefined;
      if (!config) continue;
      if (config.rollbackNode && (!valid(config.rollbackNode) || config.rollbackNode === n.id)) {
        this.problems.push({ elementId: n.id, elementName: n.name, reason: 'rollbackNode', detail: config.rollbackNode });
      }
      config.routesOutcome = this.decidesOnPass(n.outgoing, new Set());
    }
  }

  private decidesOnPass(flowIds: readonly string[], seen: Set<string>): boolean {
    for (const id of flowIds) {
      if (/\bpass\b/.test(this.conditionTexts.get(id) ?? '')) return true;
      const target = this.nodes.get(this.flows.get(id)?.target ?? '');
      if (!target || seen.has(target.id) || !target.kind.endsWith('Gateway')) continue;
      seen.add(target.id);
      if (this.decidesOnPass(target.outgoing, seen)) return true;
    }
    return false;
  }

  flow(el: El, scopeId: string | null): void {
    const source = el.sourceRef?.id as string | undefined;
    const target = el.targetRef?.id as string | undefined;
    if (!target) this.problem(el, 'noTarget');
    if (!source) this.problem(el, 'noSource');
    const body: string | undefined = el.conditionExpression?.body;
    if (body?.trim() && el.sourceRef?.$type === 'bpmn:ParallelGateway') this.problem(el, 'parallelCondition');
    const condition = this.template(el, body);
    if (body?.trim() && el.id) this.conditionTexts.set(el.id, body);
    if (source && target) this.flows.set(el.id!, { id: el.id!, name: el.name ?? '', source, target, condition, scopeId });
  }
}
