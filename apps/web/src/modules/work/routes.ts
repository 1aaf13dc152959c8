import type { CrudRecord } from '@/components/crud';

/** The leave demo's key; its business key is `process_leave:{leaveId}`. */
export const LEAVE_KEY = 'process_leave';

/** The business record id of a process row, from its business key `{key}:{id}`. */
export function businessIdOf(record: CrudRecord): string {
  const key = typeof record.businessKey === 'string' ? record.businessKey : '';
  const at = key.lastIndexOf(':');
  return at >= 0 ? key.slice(at + 1) : key || '0';
}

/** Spec §2: the leave demo's three pages. */
export const leavePaths = {
  form: (processDefinitionId: string) => `/work/process/leave/form/${processDefinitionId}`,
  handle: (taskId: string, processInstanceId: string, businessId: string) => `/work/process/leave/handle/${taskId}/${processInstanceId}/${businessId}`,
  detail: (processInstanceId: string, businessId: string) => `/work/process/leave/detail/${processInstanceId}/${businessId}`,
};

/** The start page of a process whose start event names a designed form. */
export const formStartPath = (processDefinitionId: string) => `/work/process/form/${processDefinitionId}`;

/** Any other process's pages. */
export const processPaths = {
  handle: (taskId: string, processInstanceId: string) => `/work/process/handle/${taskId}/${processInstanceId}`,
  detail: (processInstanceId: string) => `/work/process/detail/${processInstanceId}`,
};

const isLeave = (record: CrudRecord) => record.processDefinitionKey === LEAVE_KEY;

/** The page that handles a task row of 待办 / 待签: the leave demo's own route, or the general one. */
export const handlePathOf = (record: CrudRecord) =>
  isLeave(record) ? leavePaths.handle(String(record.taskId), String(record.processInstanceId), businessIdOf(record)) : processPaths.handle(String(record.taskId), String(record.processInstanceId));
/** The page that shows a process row of 已发 / 办结 / 抄送. */
export const detailPathOf = (record: CrudRecord) =>
  isLeave(record) ? leavePaths.detail(String(record.processInstanceId), businessIdOf(record)) : processPaths.detail(String(record.processInstanceId));
