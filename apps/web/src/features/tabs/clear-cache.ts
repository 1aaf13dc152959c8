import type { R } from '@beree/contracts';
import { request } from '@/shared/request';

export const requestClearCache = () => request.get<R>('/blade-auth/oauth/clear-cache');
