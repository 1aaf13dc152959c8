import type { NodeKind } from './graph';
import type { TimerType } from './timer';

/** The BPMN elements the engine runs, the kinds it knows them as, and what each kind may carry. */
export const KINDS: Record<string, NodeKind> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:Task': 'task',
  'bpmn:ManualTask': 'task',
  'bpmn:ServiceTask': 'serviceTask',
  // Without a handler, passes as work done elsewhere (ADR 0074); DMN decisions are not evaluated.
  'bpmn:BusinessRuleTask': 'serviceTask',
  'bpmn:ScriptTask': 'scriptTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
  'bpmn:InclusiveGateway': 'inclusiveGateway',
  'bpmn:SubProcess': 'subProcess',
  'bpmn:IntermediateCatchEvent': 'intermediateCatchEvent',
  'bpmn:BoundaryEvent': 'boundaryEvent',
  'bpmn:ReceiveTask': 'receiveTask',
  'bpmn:SendTask': 'sendTask',
  'bpmn:IntermediateThrowEvent': 'intermediateThrowEvent',
  'bpmn:EventBasedGateway': 'eventBasedGateway',
  'bpmn:CallActivity': 'callActivity',
};
export const MESSAGE = 'bpmn:MessageEventDefinition';
export const SIGNAL = 'bpmn:SignalEventDefinition';
/** The event definitions each kind of event may carry (none at all is a none event where listed with ''). */
export const DEFINITIONS: Partial<Record<NodeKind, readonly string[]>> = {
  endEvent: ['', 'bpmn:TerminateEventDefinition', 'bpmn:ErrorEventDefinition', 'bpmn:EscalationEventDefinition', MESSAGE, SIGNAL, 'bpmn:CompensateEventDefinition'],
  intermediateCatchEvent: ['bpmn:TimerEventDefinition', MESSAGE, SIGNAL, 'bpmn:ConditionalEventDefinition', 'bpmn:LinkEventDefinition'],
  boundaryEvent: ['bpmn:TimerEventDefinition', 'bpmn:ErrorEventDefinition', 'bpmn:EscalationEventDefinition', MESSAGE, SIGNAL, 'bpmn:ConditionalEventDefinition', 'bpmn:CompensateEventDefinition'],
  intermediateThrowEvent: ['', MESSAGE, SIGNAL, 'bpmn:EscalationEventDefinition', 'bpmn:LinkEventDefinition', 'bpmn:CompensateEventDefinition'],
};
export const TIMER = 'bpmn:TimerEventDefinition';
export const CONDITIONAL = 'bpmn:ConditionalEventDefinition';
export const LINK = 'bpmn:LinkEventDefinition';
export const COMPENSATE = 'bpmn:CompensateEventDefinition';
/** What may start an event sub-process. */
export const EVENT_SUB_STARTS = [MESSAGE, SIGNAL, TIMER, 'bpmn:ErrorEventDefinition', 'bpmn:EscalationEventDefinition', 'bpmn:CompensateEventDefinition'];
/** Root elements a call activity may call that the engine does not run: it passes (ADR 0079). */
export const GLOBAL_TASKS = new Set(['bpmn:GlobalTask', 'bpmn:GlobalUserTask', 'bpmn:GlobalManualTask', 'bpmn:GlobalScriptTask', 'bpmn:GlobalBusinessRuleTask']);
export const TIMER_TYPES: TimerType[] = ['timeDuration', 'timeDate', 'timeCycle'];
/** Boundary events may sit on the activities that wait. */
export const ATTACHABLE = new Set<NodeKind>(['userTask', 'subProcess', 'receiveTask', 'callActivity']);
/** Elements with no behaviour of their own, tolerated and ignored. */
export const INERT = new Set(['bpmn:DataObject', 'bpmn:DataObjectReference', 'bpmn:DataStoreReference']);
/** The activities that may repeat (multi-instance or a standard loop): each repetition waits on its own. */
export const REPEATABLE = new Set<NodeKind>(['userTask', 'callActivity', 'subProcess']);
