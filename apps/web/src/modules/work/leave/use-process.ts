import { useQuery } from '@tanstack/react-query';
import { fetchLeave, fetchProcessDetail } from '../api';
import { LEAVE_KEY } from '../routes';

/** The process of a page, and its leave request when it is the leave demo. */
export function useLeaveProcess(processInstanceId: string, businessId: string, taskId?: string) {
  const detail = useQuery({ queryKey: ['work', 'detail', processInstanceId, taskId], queryFn: () => fetchProcessDetail(processInstanceId, taskId) });
  const isLeave = detail.data?.process.processDefinitionKey === LEAVE_KEY;
  const leave = useQuery({ queryKey: ['work', 'leave', businessId], queryFn: () => fetchLeave(businessId), enabled: isLeave });
  return { detail, leave, isLeave };
}
