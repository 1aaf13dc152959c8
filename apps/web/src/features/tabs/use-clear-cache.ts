import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toastSuccess } from '@/shared/feedback/feedback';
import { requestClearCache } from './clear-cache';

/** Asks the server to drop its caches, refetches what the pages show, and confirms with 清除完毕. */
export function useClearCache(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return async () => {
    // A refused call has already been reported by the request client.
    const cleared = await requestClearCache().then(() => true, () => false);
    if (!cleared) return;
    await queryClient.invalidateQueries();
    toastSuccess(t('messages:toast.cacheCleared'));
  };
}
