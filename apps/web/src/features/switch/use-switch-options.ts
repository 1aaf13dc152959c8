import { useQuery } from '@tanstack/react-query';
import { fetchSwitchOptions } from '@/features/auth/auth-api';
import { useSessionStore } from '@/features/auth/session-store';

/** Switch mode and the signed-in user's own depts and roles. */
export function useSwitchOptions() {
  const userId = useSessionStore((s) => s.userInfo?.user_id);
  const roleId = useSessionStore((s) => s.userInfo?.role_id);
  return useQuery({
    queryKey: ['auth', 'switch-options', userId, roleId],
    queryFn: () => fetchSwitchOptions(),
    enabled: !!userId,
    staleTime: 5 * 60_000,
  });
}
