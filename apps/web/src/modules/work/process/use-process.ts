import { useQuery } from '@tanstack/react-query';
import { fetchLeave, fetchProcessDetail } from '../api';
import { businessIdOf, LEAVE_KEY } from '../routes';

/** The process of a page, and its leave request when it is the leave demo. */
export function useProcessPage(processInstanceId: string, businessId: string, taskId?: string) {
  const detail = useQuery({ queryKey: ['work', 'detail', processInstanceId, taskId], queryFn: () => fetchProcessDetail(processInstanceId, taskId) });
  const isLeave = detail.data?.process.processDefinitionKey === LEAVE_KEY;
  // The generic routes carry no business id: the process's business key names it.
  const leaveId = businessId || (detail.data ? businessIdOf(detail.data.process) : '');
  const leave = useQuery({ queryKey: ['work', 'leave', leaveId], queryFn: () => fetchLeave(leaveId), enabled: isLeave && !!leaveId });
  return { detail, leave, isLeave };
}
