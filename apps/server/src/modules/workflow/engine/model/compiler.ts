/// <reference path="./bpmn-moddle.d.ts" />
import { decisionRefOf } from './decision-ref';
import type { ModdleElement } from 'bpmn-moddle';
import { ExpressionError } from '../expr/parse';
import { parseTemplate, type Template } from '../expr/template';
import type { AssigneeRule, CallConfig, CallMapping, EventRef, GraphFlow, GraphNode, NodeKind, TimerConfig } from './graph';
import type { Problem, Reason } from './problems';
import { ATTACHABLE, DEFINITIONS, EVENT_SUB_STARTS, INERT, KINDS, MESSAGE, SIGNAL, TIMER, TIMER_TYPES } from './elements';
import { splitList } from './split-list';
import { durationOfLabel, isCron, planTimer } from './timer';

export type El = ModdleElement & Record<string, any>;

/** The message flows of the file's collaborations, by the element they leave and the one they reach. */
export interface MessageFlows {
  readonly from: Map<string, El>;
  readonly to: Map<string, El>;
}

/** Checks and compiles the elements of one process into its graph's nodes and flows, collecting every problem. */
export class Compiler {
  constructor(
    private readonly messageFlows: MessageFlows = { from: new Map(), to: new Map() },
    /** Ids of the document's global tasks: a call activity calling one passes (ADR 0079). */
    private readonly globalTasks: ReadonlySet<string> = new Set(),
  ) {}
  readonly problems: Problem[] = [];
  readonly nodes = new Map<string, GraphNode>();
  readonly flows = new Map<string, GraphFlow>();
  /** Condition texts as written, by flow id (to see which decide on `pass`). */
  readonly conditionTexts = new Map<string, string>();
  /** The message and signal start events of the process. */
  readonly eventStarts: string[] = [];
  /** The timer start events of the process. */
  readonly timerStarts: string[] = [];

  problem(el: El | undefined, reason: Reason, detail?: string): void {
    this.problems.push({ elementId: el?.id ?? '', elementName: el?.name ?? '', reason, detail });
  }

  template(el: El, text: string | undefined): Template | undefined {
    if (text === undefined || text === null || String(text).trim() === '') return undefined;
    try {
      return parseTemplate(String(text).trim());
    } catch (error) {
      if (!(error instanceof ExpressionError)) throw error;
      this.problem(el, 'expression', `${String(text).trim()} (${error.message})`);
      return undefined;
    }
  }

  /** Comma lists whose items may each be an expression: "a, ${b}". */
  list(el: El, text: string | undefined): Template[] {
    if (!text) return [];
    return splitList(text).flatMap((item) => this.template(el, item) ?? []);
  }

  scope(container: El, scopeId: string | null): void {
    const elements: El[] = container.flowElements ?? [];
    const starts: El[] = [];
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
      this.nodes.set(el.id!, this.node(el, kind, scopeId, terminate));
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
    if (loop) {
      // Repeating a task that does nothing in the engine does nothing more: it passes once (ADR 0074).
      if (kind === 'task' || (kind === 'serviceTask' && !this.namesHandler(el))) loop = undefined;
      else if (loop.$type !== 'bpmn:MultiInstanceLoopCharacteristics' || kind !== 'userTask') this.problem(el, 'miNotUserTask');
      else {
        multiInstance = {
          sequential: Boolean(loop.isSequential),
          collection: this.template(el, loop.collection && !String(loop.collection).includes('{') ? `\${${loop.collection}}` : loop.collection),
          elementVariable: loop.elementVariable || undefined,
          loopCardinality: this.template(el, loop.loopCardinality?.body),
          completionCondition: this.template(el, loop.completionCondition?.body),
        };
        if (!multiInstance.collection && !multiInstance.loopCardinality) this.problem(el, 'miNoCount');
      }
    }
    switch (kind) {
      case 'startEvent': {
        const timer = (el.eventDefinitions ?? []).some((d: El) => d.$type === TIMER) ? this.timer(el) : undefined;
        const caught = { timer, error: this.thrown(el, 'Error'), escalation: this.thrown(el, 'Escalation') };
        return { ...base, initiator: el.initiator, formKey: el.formKey, event: this.event(el), ...caught, interrupting: el.isInterrupting !== false };
      }
      case 'callActivity':
        return { ...base, call: this.call(el) };
      case 'endEvent':
        return { ...base, terminate, error: this.thrown(el, 'Error'), escalation: this.thrown(el, 'Escalation'), event: this.event(el) };
      case 'intermediateThrowEvent':
        return { ...base, event: this.event(el) };
      case 'receiveTask':
        return { ...base, event: this.taskMessage(el) };
      case 'sendTask':
        return { ...base, event: this.taskMessage(el) };
      case 'userTask':
        return { ...base, formKey: el.formKey, multiInstance, userTask: this.userTask(el) };
      case 'serviceTask': {
        const decision = decisionRefOf(el);
        return decision ? { ...base, decision } : { ...base, handler: this.handler(el) };
      }
      case 'scriptTask':
        return { ...base, ...this.script(el) };
      case 'intermediateCatchEvent':
        return this.event(el) ? { ...base, event: this.event(el) } : { ...base, timer: this.timer(el) };
      case 'boundaryEvent':
        // cancelActivity is true unless written false (BPMN's default).
        // An error boundary always interrupts; an escalation one unless cancelActivity is false.
        if (this.thrown(el, 'Error')) return { ...base, error: this.thrown(el, 'Error'), attachedTo: el.attachedToRef?.id, cancelActivity: true };
        if (this.thrown(el, 'Escalation')) return { ...base, escalation: this.thrown(el, 'Escalation'), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
        if (this.event(el)) return { ...base, event: this.event(el), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
        return { ...base, timer: this.timer(el), attachedTo: el.attachedToRef?.id, cancelActivity: el.cancelActivity !== false };
      case 'subProcess': {
        const start = (el.flowElements ?? []).find((c: El) => c.$type === 'bpmn:StartEvent');
        return { ...base, startId: start?.id, triggeredByEvent: el.triggeredByEvent === true || undefined };
      }
      default:
        return base;
    }
  }

  /**
   * A call activity: the key it calls (a literal; it may be deployed later, the start that reaches it
   * fails when it is not), its binding, and its flowable:in / flowable:out mappings.
   */
  call(el: El): CallConfig | undefined {
    const key = String(el.calledElement ?? '').trim();
    if (!key) {
      this.problem(el, 'callKey');
      return undefined;
    }
    const attrs: Record<string, unknown> = el.$attrs ?? {};
    const binding = String(attrs['flowable:calledElementBinding'] ?? 'latest').trim() || 'latest';
    if (binding !== 'latest' && binding !== 'deployment') this.problem(el, 'callBinding', binding);
    const mappings = (type: string): CallMapping[] =>
      ((el.extensionElements?.values ?? []) as El[])
        .filter((ext) => ext.$type === type)
        .flatMap((ext) => {
          const target = String(ext.target ?? '').trim();
          const source = String(ext.source ?? '').trim();
          if (!target || (!source && !String(ext.sourceExpression ?? '').trim())) {
            this.problem(el, 'callMapping', `${type.replace('flowable:', '').toLowerCase()} ${source || ext.sourceExpression || ''} → ${target}`);
            return [];
          }
          return [{ target, ...(source ? { source } : { expression: this.template(el, ext.sourceExpression) }) }];
        });
    return {
      key,
      binding: binding === 'deployment' ? 'deployment' : 'latest',
      inputs: mappings('flowable:In'),
      outputs: mappings('flowable:Out'),
      inheritVariables: String(attrs['flowable:inheritVariables'] ?? '').trim() === 'true',
    };
  }

  /**
   * A service (or business-rule) task's handler: flowable:delegateExpression or class (Camunda's
   * attributes are read too), a bare name or one expression ${name} / #{name}. A task that names
   * none but declares how it is implemented elsewhere (implementation="##WebService", "kp:http"…)
   * is work done outside the engine: it passes (ADR 0074). Naming none at all is refused.
   */
  namesHandler(el: El): string | undefined {
    const attrs: Record<string, unknown> = el.$attrs ?? {};
    const text = [el.delegateExpression, el.class, attrs['camunda:delegateExpression'], attrs['camunda:class']].find((t) => String(t ?? '').trim() !== '');
    return text === undefined ? undefined : String(text);
  }

  handler(el: El): string | undefined {
    const text = this.namesHandler(el);
    if (text === undefined) {
      if (!Object.prototype.hasOwnProperty.call(el, 'implementation') && !declaresWorker(el)) this.problem(el, 'noHandler');
      return undefined;
    }
    const match = /^\s*[$#]\{\s*([A-Za-z_$][\w$.]*)\s*\}\s*$/.exec(String(text)) ?? /^\s*([A-Za-z_$][\w$.]*)\s*$/.exec(String(text));
    if (!match) this.problem(el, 'noHandler');
    return match?.[1];
  }

  /**
   * An error or escalation event definition's code: its bpmn:error's errorCode (bpmn:escalation's
   * escalationCode), else the referenced element's id; none when it references nothing.
   */
  thrown(el: El, type: 'Error' | 'Escalation'): { code?: string } | undefined {
    const definition: El | undefined = (el.eventDefinitions ?? []).find((d: El) => d.$type === `bpmn:${type}EventDefinition`);
    if (!definition) return undefined;
    const ref: El | undefined = type === 'Error' ? definition.errorRef : definition.escalationRef;
    const code = String((type === 'Error' ? ref?.errorCode : ref?.escalationCode) ?? ref?.id ?? '').trim();
    return { code: code || undefined };
  }

  /**
   * The message or signal of an event's definition, by name (its id when it has no name). A
   * definition that references none takes its name from the collaboration's message flows (a
   * message), else from the event's label, else its id (ADR 0073).
   */
  event(el: El): EventRef | undefined {
    const definition: El | undefined = (el.eventDefinitions ?? []).find((d: El) => d.$type === MESSAGE || d.$type === SIGNAL);
    if (!definition) return undefined;
    if (definition.$type === MESSAGE) return { kind: 'message', name: this.messageName(el, definition.messageRef)! };
    // Like a message (ADR 0073): a signal that references none is named as the event is labelled.
    return { kind: 'signal', name: refName(definition.signalRef) ?? (String(el.name ?? '').trim() || el.id!) };
  }

  /**
   * The message an element catches or throws (ADR 0073): its messageRef's name (its id when it has
   * no name); else the messageRef of a message flow reaching or leaving it; else, for a sender, the
   * name its message flow's target catches by; else the element's own name, else its id. A sender
   * with neither a messageRef nor a message flow sends nothing (undefined) when `optional`.
   */
  messageName(el: El, ref: El | undefined, optional = false, seen = new Set<string>()): string | undefined {
    const own = refName(ref);
    if (own) return own;
    const inbound = this.messageFlows.to.get(el.id!);
    const outbound = this.messageFlows.from.get(el.id!);
    const byFlow = refName(inbound?.messageRef) ?? refName(outbound?.messageRef);
    if (byFlow) return byFlow;
    const target: El | undefined = outbound?.targetRef;
    if (target && !seen.has(target.id!) && KINDS[target.$type] && target.$type !== 'bpmn:SubProcess') {
      seen.add(el.id!);
      const targetRef: El | undefined = target.messageRef ?? (target.eventDefinitions ?? []).find((d: El) => d.$type === MESSAGE)?.messageRef;
      return this.messageName(target, targetRef, false, seen);
    }
    if (optional && !inbound) return undefined;
    return String(el.name ?? '').trim() || el.id;
  }

  /** A receive or send task's message (a send task without one, nor a message flow, sends nothing). */
  taskMessage(el: El): EventRef | undefined {
    const name = this.messageName(el, el.messageRef, el.$type === 'bpmn:SendTask');
    return name ? { kind: 'message', name } : undefined;
  }

  /**
   * A script task runs in the engine's expression language only (juel, Flowable's own name for
   * it): no script engine, so a script has no access to the host. Other formats are refused.
   */
  script(el: El): Pick<GraphNode, 'script' | 'resultVariable'> {
    const format = String(el.scriptFormat ?? 'juel').trim().toLowerCase();
    if (format !== 'juel') this.problem(el, 'scriptFormat', format);
    const text = String(el.script ?? '').trim();
    if (!text) this.problem(el, 'scriptEmpty');
    const attrs: Record<string, unknown> = el.$attrs ?? {};
    const result = String(attrs['flowable:resultVariable'] ?? attrs['camunda:resultVariable'] ?? '').trim();
    return { script: format === 'juel' ? this.template(el, text) : undefined, resultVariable: result || undefined };
  }

  /**
   * A timer event definition: exactly one of timeDuration, timeDate, timeCycle. A literal value is
   * checked now (an expression's value when the timer is armed).
   */
  timer(el: El): TimerConfig | undefined {
    const definition: El = el.eventDefinitions[0];
    const given = TIMER_TYPES.filter((t) => String(definition[t]?.body ?? '').trim() !== '');
    // A timer drawn with its duration as its label only ("7 days"): the label is the value (ADR 0079).
    const labelled = given.length === 0 ? durationOfLabel(String(el.name ?? '')) : undefined;
    if (labelled) return { type: 'timeDuration', value: this.template(el, labelled)! };
    if (given.length !== 1) {
      this.problem(el, 'timerDefinition');
      return undefined;
    }
    const type = given[0];
    const text = String(definition[type].body).trim();
    const value = this.template(el, text);
    if (value?.kind !== 'text') return value && { type, value };
    if (type === 'timeCycle' && isCron(text)) this.problem(el, 'timerCron', text);
    else if (!planTimer(type, text, new Date())) this.problem(el, 'timerValue', `${type} ${text}`);
    return { type, value };
  }

  userTask(el: El): GraphNode['userTask'] {
    const rules: AssigneeRule[] = [];
    for (const ext of (el.extensionElements?.values ?? []) as El[]) {
      if (ext.$type !== 'flowable:Assignee') continue;
      const type = String(ext.type ?? 'user');
      if (!['user', 'role', 'dept', 'post'].includes(type)) continue;
      rules.push({ type: type as AssigneeRule['type'], values: this.list(el, ext.value) });
    }
    const copyUsers = ((el.extensionElements?.values ?? []) as El[])
      .filter((ext) => ext.$type === 'flowable:CopyUser')
      .flatMap((ext) => this.list(el, ext.value));
    return {
      assignee: this.template(el, el.assignee),
      candidateUsers: this.list(el, el.candidateUsers),
      candidateGroups: this.list(el, el.candidateGroups),
      rules,
      formKey: el.formKey,
      dueDate: this.template(el, el.dueDate),
      priority: this.template(el, el.priority),
      rollbackNode: el.rollbackNode ? String(el.rollbackNode).trim() || undefined : undefined,
      // Filled in by routing() once the flows are linked.
      routesOutcome: false,
      copyUsers,
    };
  }

  /** Connects nodes to their flows in document order and checks default flows. */
  link(): void {
    for (const f of this.flows.values()) {
      (this.nodes.get(f.source)?.outgoing as string[] | undefined)?.push(f.id);
      (this.nodes.get(f.target)?.incoming as string[] | undefined)?.push(f.id);
    }
    for (const n of this.nodes.values()) {
      if (n.defaultFlow && !n.outgoing.includes(n.defaultFlow)) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'badDefault' });
      if (n.kind === 'eventBasedGateway') this.eventGateway(n);
      if (n.triggeredByEvent && (n.incoming.length || n.outgoing.length)) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'eventSubFlows' });
      if (n.kind !== 'boundaryEvent') continue;
      const host = n.attachedTo ? this.nodes.get(n.attachedTo) : undefined;
      // On a task that passes (done outside the engine) a boundary event is drawn but never armed (ADR 0074).
      const passes = host !== undefined && (host.kind === 'task' || (host.kind === 'serviceTask' && !host.handler));
      if (!host || !(ATTACHABLE.has(host.kind) || passes) || host.triggeredByEvent || host.scopeId !== n.scopeId) this.problems.push({ elementId: n.id, elementName: n.name, reason: 'boundaryHost' });
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

/**
 * Whether a task declares work done by another engine's workers: Camunda 8's zeebe:taskDefinition
 * (a job type) or zeebe:calledDecision, Camunda 7's camunda:type="external" (ADR 0079).
 */
function declaresWorker(el: El): boolean {
  const ext = ((el.extensionElements?.values ?? []) as El[]).map((e) => e.$type);
  return ext.includes('zeebe:taskDefinition') || ext.includes('zeebe:calledDecision') || String(el.$attrs?.['camunda:type'] ?? '') === 'external';
}

/** A message or signal's name, else its id; undefined without one. */
function refName(ref: El | undefined): string | undefined {
  return String(ref?.name ?? '').trim() || ref?.id || undefined;
}
