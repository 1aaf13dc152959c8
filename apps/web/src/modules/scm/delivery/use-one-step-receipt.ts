import { useQuery } from '@tanstack/react-query';
import { crudKeys, getData } from '@/components/crud';
import { SETTINGS_API } from '../hospital/api';

/**
 * Whether the signed-in hospital receives a sent note in one step (its setting, off by default):
 * then 验收 shows on a SUBMITTED note too and the server approves and receives it at once.
 */
export function useOneStepReceipt(hospital: boolean): boolean {
  const { data } = useQuery({
    queryKey: [...crudKeys.all(SETTINGS_API), 'own'],
    queryFn: () => getData<{ oneStepReceipt?: boolean }>(SETTINGS_API),
    enabled: hospital,
  });
  return hospital && Boolean(data?.oneStepReceipt);
}
