import type { WfFormContent } from '@beree/contracts';
import { getData, postCommand, type CrudRecord } from '@/components/crud';
import type { FieldPermissions } from './form/form-values';

/** The office lists, task commands and process detail (spec §7, /api/blade-workflow/process). */
export const PROCESS_API = '/blade-workflow/process';
/** The leave demo (/api/blade-desk/process/leave). */
export const LEAVE_API = '/blade-desk/process/leave';
/** History and diagram of one process (/api/blade-flow/process). */
export const FLOW_API = '/blade-flow/process';

/** One step of a process's history, as history-flow-list and the details send it. */
export interface FlowEntry {
  historyActivityId: string;
  historyActivityName: string | null;
  historyActivityType: string;
  taskId: string | null;
  assignee: string | null;
  assigneeName: string | null;
  createTime: string | null;
  endTime: string | null;
  endReason: string | null;
  comments: { type: string; message: string | null; userName: string; time: string }[];
  /** Files attached when the step was taken, fetched through the process. */
  attachments?: { attachId: string; originalName: string; mimeType: string | null; link: string }[];
}

/** What the diagram viewer colours: finished and active nodes, flows taken. */
export interface ModelView {
  xml: string;
  finished: string[];
  active: string[];
  takenFlows: string[];
}

/** A designed form as a page shows it: the fields the node may read, what it may write, and the values so far. */
export interface ProcessForm {
  formKey: string;
  name: string;
  formVersion: number;
  content: WfFormContent;
  permissions: FieldPermissions;
  values: Record<string, unknown>;
}

/** getFormByProcessId: a definition's start form, the start event's field permissions, defaults and the draft. */
export interface StartForm {
  processDefinitionId: string;
  processDefinitionName: string;
  formKey: string | null;
  form: { formKey: string; name: string; content: WfFormContent } | null;
  permissions: FieldPermissions;
  defaultValues: Record<string, unknown>;
}

/** A note on the whole process rather than one step: terminated, dispatched, a variable changed… */
export interface ProcessNote {
  type: string;
  message: string | null;
  userName: string;
  time: string;
}

export interface ProcessDetail {
  process: CrudRecord & { title: string; status: string; processDefinitionName: string; startUsername: string | null; startTime: string; endTime: string | null };
  task: { taskId: string; taskName: string } | null;
  /** The open tasks of the process (the signers of a multi-instance node among them). */
  tasks?: { taskId: string; taskName: string; taskDefinitionKey: string; assignee: string | null; assigneeName: string | null }[];
  /** On a sequential countersign, the signers still waiting for their turn (no task yet). */
  laterSigners?: { userId: string; userName: string }[];
  /** What the caller may do, with the node's own label where it gives one. */
  buttons: { buttonKey: string; name?: string }[];
  form: ProcessForm | null;
  flow: FlowEntry[];
  processComments?: ProcessNote[];
}

export interface LeaveDetail {
  id: string;
  startTime: string;
  endTime: string;
  days: number;
  reason: string;
  applyUserName: string | null;
  createTime: string;
  processInstanceId: string;
  process: ProcessDetail['process'];
  flow: FlowEntry[];
}

export const fetchProcessDetail = (processInstanceId: string, taskId?: string) => getData<ProcessDetail>(`${PROCESS_API}/detail`, { processInstanceId, taskId });
export const fetchLeave = (businessId: string) => getData<LeaveDetail>(`${LEAVE_API}/detail`, { businessId });
export const fetchModelView = (processInstanceId: string) => getData<ModelView>(`${FLOW_API}/model-view`, { processInstanceId });

export const startLeave = (body: { processDefinitionId: string; startTime: string; endTime: string; reason: string }) => postCommand<LeaveDetail>(`${LEAVE_API}/start-process`, body);
export const claimTask = (taskId: string) => postCommand(`${PROCESS_API}/claimTask`, null, { taskId });
export const completeTask = (taskId: string, pass: boolean, comment: string, variables?: Record<string, unknown>, attachIds?: string[]) =>
  postCommand(`${PROCESS_API}/completeTask`, { taskId, pass, comment, variables, ...(attachIds?.length ? { attachIds } : {}) });
export const startProcess = (processDefinitionId: string, variables?: Record<string, unknown>) => postCommand(`${PROCESS_API}/startProcess`, { processDefinitionId, variables });
export const fetchStartForm = (processId: string) => getData<StartForm>(`${PROCESS_API}/getFormByProcessId`, { processId });
/** 抄送: the process (from the task in hand, if any) to users, comma-joined ids. */
export const copyTask = (body: { processInstanceId: string; taskId?: string; copyUser: string; comment?: string }) => postCommand<{ copied: number }>(`${PROCESS_API}/copyTask`, body);
/** 催办: reminds whoever the open tasks of my process wait for. */
export const urgeProcess = (processInstanceId: string) => postCommand<{ told: number }>(`${PROCESS_API}/urgeTask`, { processInstanceId });

/** A node a task may be sent back to (getBackNodes). */
export interface BackNode {
  nodeId: string;
  name: string;
  type: string;
}
export const fetchBackNodes = (taskId: string) => getData<BackNode[]>(`${PROCESS_API}/getBackNodes`, { taskId });
/** 转办 (the task becomes the other user's) and 委托 (the other user handles it, then it comes back). */
export const transferTask = (body: { taskId: string; assignee: string; comment?: string }) => postCommand(`${PROCESS_API}/transferTask`, body);
export const delegateTask = (body: { taskId: string; assignee: string; comment?: string }) => postCommand(`${PROCESS_API}/delegateTask`, body);
/** 退回 to a node the process has passed. */
export const rollbackTask = (body: { taskId: string; nodeId: string; comment?: string }) => postCommand(`${PROCESS_API}/rollbackTask`, body);
/** 终止: the whole process ends, with the reason. */
export const terminateProcess = (body: { processInstanceId: string; comment?: string }) => postCommand(`${PROCESS_API}/terminateProcess`, body);
/** 撤回: the sender takes the process back while its next step is untouched. */
export const withdrawProcess = (body: { processInstanceId: string; comment?: string }) => postCommand(`${PROCESS_API}/withdrawTask`, body);
/** 加签 (comma-joined user ids) and 减签 (one signer) on a multi-instance node. */
export const addSigners = (body: { taskId: string; assignee: string; comment?: string }) => postCommand(`${PROCESS_API}/addMultiInstance`, body);
export const removeSigner = (body: { taskId: string; assignee: string; comment?: string }) => postCommand(`${PROCESS_API}/deleteMultiInstance`, body);
