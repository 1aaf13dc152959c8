import { logoutLocal } from '@/features/auth/local-logout';
import { notePermissionVersion } from '@/features/auth/permission-version';
import { getAccessToken } from '@/features/auth/token-cookies';
import { currentLanguage, i18n } from '@/features/locale/i18n';
import { configureRequest } from '@/shared/request';

/**
 * Connects the request client to the session, the language and navigation. The toast itself is
 * connected by the providers once antd's App context exists.
 */
export function wireRequest(navigate: (to: string) => void): void {
  configureRequest({
    token: getAccessToken,
    language: currentLanguage,
    translate: (key, vars) => i18n.t(key, vars),
    onUnauthorized: () => {
      logoutLocal();
      navigate('/login');
    },
    permissionVersion: notePermissionVersion,
  });
}
