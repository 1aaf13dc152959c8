import type { Template } from '../expr/template';

/** What each supported BPMN element does at run time. */
export type NodeKind =
  | 'startEvent'
  | 'endEvent'
  | 'userTask'
  | 'task'
  | 'serviceTask'
  | 'exclusiveGateway'
  | 'parallelGateway'
  | 'inclusiveGateway'
  | 'subProcess';

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
}

export interface MultiInstanceConfig {
  readonly sequential: boolean;
  readonly collection?: Template;
  readonly elementVariable?: string;
  readonly loopCardinality?: Template;
  readonly completionCondition?: Template;
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
  /** Service tasks: the registered handler's name. */
  readonly handler?: string;
  /** Sub-processes: their none start event. */
  readonly startId?: string;
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
  readonly nodes: ReadonlyMap<string, GraphNode>;
  readonly flows: ReadonlyMap<string, GraphFlow>;
  /** Nodes reachable from a node through flows of its own scope (for the inclusive join). */
  readonly reach: ReadonlyMap<string, ReadonlySet<string>>;
  /** Nodes reachable from a node anywhere in the process, through sub-processes (for back nodes). */
  readonly deepReach: ReadonlyMap<string, ReadonlySet<string>>;
}

export function node(graph: ProcessGraph, id: string): GraphNode {
  const found = graph.nodes.get(id);
  if (!found) throw new Error(`no node ${id} in process ${graph.key}`);
  return found;
}
