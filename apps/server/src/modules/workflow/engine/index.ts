/**
 * The workflow engine: BPMN 2.0 models (with the flowable: extensions) deployed and run on
 * relational rows. Every command takes the caller's transaction (withTenant) and locks the
 * instance row first; the HTTP routes call these.
 */
export { deploy, type DeployInput, type Deployed } from './commands/deploy';
export { startInstance, startProcess, type StartDefinition, type StartInput } from './commands/start';
export { claimTask, unclaimTask } from './commands/claim';
export { completeTask, type CompleteInput } from './commands/complete';
export { transferTask, delegateTask, resolveTask, changeAssignee } from './commands/handover';
export { rollbackTask } from './commands/rollback';
export { withdrawProcess, terminateProcess } from './commands/ending';
export { addSigners, removeSigners } from './commands/signers';
export { setInstanceSuspended, setDefinitionSuspended } from './commands/suspension';
export { dispatchInstance } from './commands/dispatch';
export { fireTimer, type TimerRef } from './commands/fire-timer';
export { registerTimerJob } from './timer-job';
export { registerHttpJob } from './http-job';
export { HTTP_JOB } from './runtime/http';
export { TIMER_JOB } from './runtime/timers';
export { START_TIMER_JOB } from './commands/timer-start';
export { userTaskNodes, type ProcessNode } from './queries/nodes';
export { todoTasks, claimableTasks, doneTasks, sentProcesses, type TaskListRow } from './queries/lists';
export { instanceHistory, instanceDiagram, taskBackNodes, type HistoryEntry } from './queries/history';
export { laterSigners } from './queries/signers';
export { registerServiceHandler, type ServiceHandler, type ServiceContext } from './runtime/handlers';
export { compileBpmn } from './model/compile';
export { InvalidModelError, type Problem } from './model/problems';
export type { Actor, Outcome, Step, TaskRow } from './runtime/types';
export type { BackNode } from './runtime/back-nodes';
export { correlateMessage, broadcastSignal, type MessageInput, type SignalInput, type Correlated, type Signalled } from './commands/correlate';
