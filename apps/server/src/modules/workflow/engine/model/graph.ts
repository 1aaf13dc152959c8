import type { DecisionRef } from './decision-ref';
import type { HttpTaskConfig } from './http-task';
import type { Template } from '../expr/template';
import type { TimerType } from './timer';

/** What each supported BPMN element does at run time. */
export type NodeKind =
  | 'startEvent'
  | 'endEvent'
  | 'userTask'
  | 'task'
  | 'serviceTask'
  | 'scriptTask'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'subProcess'
  | 'intermediateCatchEvent'
  | 'boundaryEvent'
  | 'receiveTask'
  | 'sendTask'
  | 'intermediateThrowEvent'
  | 'eventBasedGateway'
  | 'callActivity';

/** A message or a signal an event catches or throws, by its name (the bpmn:message's or bpmn:signal's name, else its id). */
export interface EventRef {
  readonly kind: 'message' | 'signal';
  readonly name: string;
}

/** One assignment rule: flowable:assignee type="user|role|dept|post" value="ids". */
export interface AssigneeRule {
  readonly type: 'user' | 'role' | 'dept' | 'post';
  readonly values: readonly Template[];
}

export interface UserTaskConfig {
  readonly assignee?: Template;
  readonly candidateUsers: readonly Template[];
  /** Entries may carry a kind prefix (role:, dept:, post:); bare entries are roles. */
  readonly candidateGroups: readonly Template[];
  readonly rules: readonly AssigneeRule[];
  readonly formKey?: string;
  readonly dueDate?: Template;
  readonly priority?: Template;
  /** Where a rejection here goes back to (flowable:rollbackNode on the task). */
  readonly rollbackNode?: string;
  /** Whether the flows after the task (through gateways) decide on `pass`: then they route a rejection. */
  readonly routesOutcome: boolean;
  /** Users a completion here copies the request to (<flowable:copyUser value>), each an id list or an expression. */
  readonly copyUsers: readonly Template[];
}

export interface MultiInstanceConfig {
  readonly sequential: boolean;
  readonly collection?: Template;
  readonly elementVariable?: string;
  readonly loopCardinality?: Template;
  readonly completionCondition?: Template;
}

export interface StandardLoopConfig {
  readonly condition: Template;
  /** Checked before each run (also the first) rather than after. */
  readonly testBefore: boolean;
  readonly maximum?: number;
}

/** One variable a call activity passes: from a variable (source) or an expression, to a variable of the other side. */
export interface CallMapping {
  readonly source?: string;
  readonly expression?: Template;
  readonly target: string;
}

/** A call activity: the key of the process it starts, which version, and what goes in and comes out. */
export interface CallConfig {
  readonly key: string;
  /** latest: the key's latest version; deployment: the version deployed with the caller. */
  readonly binding: 'latest' | 'deployment';
  readonly inputs: readonly CallMapping[];
  readonly outputs: readonly CallMapping[];
  /** flowable:inheritVariables: every variable the caller sees goes in as well. */
  readonly inheritVariables: boolean;
}

/** A timer event definition: its type and its value (a literal or an expression giving one). */
export interface TimerConfig {
  readonly type: TimerType;
  readonly value: Template;
}

export interface GraphNode {
  readonly id: string;
  readonly name: string;
  readonly kind: NodeKind;
  /** BPMN type as written (bpmn:ManualTask…), for history rows. */
  readonly bpmnType: string;
  /** The enclosing sub-process, or null at process level. */
  readonly scopeId: string | null;
  readonly incoming: readonly string[];
  readonly outgoing: readonly string[];
  readonly defaultFlow?: string;
  readonly terminate?: boolean;
  readonly initiator?: string;
  readonly formKey?: string;
  readonly userTask?: UserTaskConfig;
  readonly multiInstance?: MultiInstanceConfig;
  /** A standard loop (bpmn:standardLoopCharacteristics with a condition): the activity runs again while it holds. */
  readonly standardLoop?: StandardLoopConfig;
  /** Service tasks: the registered handler's name; none when the work is done outside the engine (ADR 0074). */
  readonly handler?: string;
  /** A business-rule task's decision (model/decision-ref.ts): evaluated instead of a handler. */
  readonly decision?: DecisionRef;
  /** An HTTP task (model/http-task.ts): the token waits while the jobs runner makes the call. */
  readonly http?: HttpTaskConfig;
  /** Script tasks: the script, an expression of the engine's own language, and where its value goes. */
  readonly script?: Template;
  readonly resultVariable?: string;
  /** Sub-processes: their none start event; none for one drawn with nothing inside (it passes). */
  readonly startId?: string;
  /**
   * Compensation: on a compensation throw (intermediate or end), what it compensates (an activity,
   * else every completed one of its scope); on a compensation boundary event or the start event of
   * a compensation event sub-process, that it is one.
   */
  readonly compensate?: { readonly activityRef?: string };
  /** An activity run only to compensate another (isForCompensation): no flow reaches it. */
  readonly forCompensation?: boolean;
  /**
   * What undoes this activity once it completed: the handler its compensation boundary event is
   * associated with, or (a sub-process) its compensation event sub-process.
   */
  readonly compensationHandler?: string;
  /** Link throw and catch events: the link's name (the throw jumps to the catch of its name in its scope). */
  readonly link?: string;
  /** Conditional intermediate catch and boundary events: they fire when the condition holds. */
  readonly condition?: Template;
  /** Intermediate and boundary timer events. */
  readonly timer?: TimerConfig;
  /**
   * Error end events: the code they throw; error boundary events: the code they catch (no code:
   * any error). Codes are the bpmn:error's errorCode, else its id.
   */
  readonly error?: { readonly code?: string };
  /** Escalation end and boundary events, the same way (the bpmn:escalation's escalationCode, else its id). */
  readonly escalation?: { readonly code?: string };
  /**
   * Message and signal events: start, intermediate catch and throw, boundary and end events; the
   * receive task's message and the send task's (a send task without one passes).
   */
  readonly event?: EventRef;
  /** Call activities. */
  readonly call?: CallConfig;
  /** Event sub-processes (triggeredByEvent): started by their start event, never by a flow. */
  readonly triggeredByEvent?: boolean;
  /** Start events of event sub-processes: whether firing cancels the rest of the enclosing scope. */
  readonly interrupting?: boolean;
  /** Boundary events: the user task, receive task or sub-process they sit on, and whether firing cancels it. */
  readonly attachedTo?: string;
  readonly cancelActivity?: boolean;
  /** User tasks and sub-processes: the boundary events on them, in document order. */
  readonly boundaries?: readonly string[];
}

export interface GraphFlow {
  readonly id: string;
  readonly name: string;
  readonly source: string;
  readonly target: string;
  readonly condition?: Template;
  readonly scopeId: string | null;
}

/** A compiled, immutable process: shared by every instance of one definition. */
export interface ProcessGraph {
  readonly key: string;
  readonly name: string;
  readonly startId: string;
  /** Whether startId is a none start event; otherwise only a message or a signal starts the process (startId is its first event start). */
  readonly noneStart: boolean;
  /** The message and signal start events of the process. */
  readonly eventStarts: readonly string[];
  /** The conditional start events of the process: deployed, they start nothing by themselves (ADR 0080). */
  readonly conditionalStarts?: readonly string[];
  /** The timer start events of the process (armed at deploy, ADR 0079). */
  readonly timerStarts: readonly string[];
  /** The event sub-processes of each scope: '' for the process, else the sub-process's id. */
  readonly eventSubs: ReadonlyMap<string, readonly string[]>;
  /** Whether any node is a call activity (the runtime looks for called instances only then). */
  readonly hasCalls: boolean;
  /** The process's default target of a rejection (flowable:rollbackNode on the process). */
  readonly rollbackNode?: string;
  readonly nodes: ReadonlyMap<string, GraphNode>;
  readonly flows: ReadonlyMap<string, GraphFlow>;
  /** Nodes reachable from a node through flows of its own scope (for the inclusive join). */
  readonly reach: ReadonlyMap<string, ReadonlySet<string>>;
  /** Nodes reachable from a node anywhere in the process, through sub-processes (for back nodes). */
  readonly deepReach: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether anything can be compensated (the runtime records completed activities only then). */
  readonly hasCompensation?: boolean;
  /** Whether any node waits for a condition (the runtime checks waiting conditions after each step only then). */
  readonly hasConditions?: boolean;
  /** Whether any node has a timer (the runtime keeps timer rows only then). */
  readonly hasTimers: boolean;
  /** Whether anything waits for a message or a signal (the runtime keeps subscription rows only then). */
  readonly hasEvents: boolean;
  /**
   * flowable:assignSingleCandidate="true" on the process: a user task whose only candidate is one
   * user is assigned to that user. Otherwise, as in Flowable, the task waits in their 待签.
   */
  readonly assignSingleCandidate: boolean;
}

export function node(graph: ProcessGraph, id: string): GraphNode {
  const found = graph.nodes.get(id);
  if (!found) throw new Error(`no node ${id} in process ${graph.key}`);
  return found;
}
