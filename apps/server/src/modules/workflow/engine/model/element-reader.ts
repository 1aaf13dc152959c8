/// <reference path="./bpmn-moddle.d.ts" />
import type { ModdleElement } from 'bpmn-moddle';
import { ExpressionError } from '../expr/parse';
import { parseTemplate, type Template } from '../expr/template';
import type { AssigneeRule, CallConfig, CallMapping, EventRef, GraphNode, TimerConfig } from './graph';
import type { Problem, Reason } from './problems';
import { COMPENSATE, CONDITIONAL, KINDS, LINK, MESSAGE, SIGNAL, TIMER_TYPES } from './elements';
import { splitList } from './split-list';
import { durationOfLabel, isCron, planTimer } from './timer';

export type El = ModdleElement & Record<string, any>;

/** The message flows of the file's collaborations, by the element they leave and the one they reach. */
export interface MessageFlows {
  readonly from: Map<string, El>;
  readonly to: Map<string, El>;
}

/**
 * Reads one element's settings (expressions, handlers, messages, timers, assignees, call mappings)
 * for the Compiler, noting each problem it finds; the Compiler builds the graph from them.
 */
export class ElementReader {
  constructor(
    protected readonly messageFlows: MessageFlows = { from: new Map(), to: new Map() },
    /** Ids of the document's global tasks: a call activity calling one passes (ADR 0079). */
    protected readonly globalTasks: ReadonlySet<string> = new Set(),
  ) {}
  readonly problems: Problem[] = [];

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
   * Multi-instance: a collection (flowable/camunda collection, Camunda 8's zeebe inputCollection
   * "=name") with its element variable, or a loop cardinality. Naming neither, the activity runs
   * once, as one instance (ADR 0080).
   */
  multiInstance(el: El, loop: El): NonNullable<GraphNode['multiInstance']> {
    const zeebe = ((loop.extensionElements?.values ?? []) as El[]).find((e) => e.$type === 'zeebe:loopCharacteristics');
    const zeebeAttr = (name: string) => String(zeebe?.[name] ?? zeebe?.$attrs?.[name] ?? '').trim();
    let collection = String(loop.collection ?? loop.$attrs?.['camunda:collection'] ?? '').trim();
    const feel = zeebeAttr('inputCollection').replace(/^=\s*/, '');
    if (!collection && feel) {
      if (/^[A-Za-z_$][\w$.]*$/.test(feel)) collection = feel;
      else this.problem(el, 'expression', feel);
    }
    const count = loop.loopCardinality?.body;
    return {
      sequential: Boolean(loop.isSequential),
      collection: this.template(el, collection && !collection.includes('{') ? `\${${collection}}` : collection),
      elementVariable: loop.elementVariable || String(loop.$attrs?.['camunda:elementVariable'] ?? '').trim() || zeebeAttr('inputElement') || undefined,
      loopCardinality: this.template(el, collection || String(count ?? '').trim() ? count : '1'),
      completionCondition: this.template(el, loop.completionCondition?.body),
    };
  }

  /**
   * A standard loop: the activity repeats while its loopCondition holds (checked after each run,
   * or before each when testBefore), at most loopMaximum times. Without a condition it runs once
   * (ADR 0080).
   */
  standardLoop(el: El, loop: El): GraphNode['standardLoop'] {
    const condition = this.template(el, loop.loopCondition?.body);
    if (!condition) return undefined;
    const maximum = loop.loopMaximum === undefined || loop.loopMaximum === null ? undefined : Number(loop.loopMaximum);
    return { condition, testBefore: loop.testBefore === true, maximum: maximum !== undefined && Number.isInteger(maximum) && maximum > 0 ? maximum : undefined };
  }

  /** A compensation throw: the activity it names, if any (else its scope's completed activities). */
  compensated(el: El): { activityRef?: string } | undefined {
    const definition: El | undefined = (el.eventDefinitions ?? []).find((d: El) => d.$type === COMPENSATE);
    if (!definition) return undefined;
    return definition.activityRef?.id ? { activityRef: definition.activityRef.id } : {};
  }

  /** A link event's name (its label when the definition has none); undefined for other events. */
  linkName(el: El): string | undefined {
    const definition: El | undefined = (el.eventDefinitions ?? []).find((d: El) => d.$type === LINK);
    if (!definition) return undefined;
    return String(definition.name ?? '').trim() || String(el.name ?? '').trim() || el.id!;
  }

  /**
   * A conditional event's condition, in the engine's expression language. One written empty says
   * no condition to wait for: it holds at once (ADR 0080).
   */
  condition(el: El): Template | undefined {
    const definition: El | undefined = (el.eventDefinitions ?? []).find((d: El) => d.$type === CONDITIONAL);
    if (!definition) return undefined;
    return this.template(el, String(definition.condition?.body ?? '').trim() || '${true}') ?? parseTemplate('${false}');
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
    // A timer that says no time at all waits for none: it fires at once (ADR 0080).
    if (given.length === 0) return { type: 'timeDuration', value: this.template(el, 'PT0S')! };
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
