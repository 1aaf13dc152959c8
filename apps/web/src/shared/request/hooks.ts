import { DEFAULT_LANGUAGE } from '@beree/contracts';

/**
 * What the request client needs from the rest of the app. The app wires these at start-up, so this
 * layer imports no store, router or UI kit and runs unchanged in node tests.
 */
export interface RequestHooks {
  token: () => string | undefined;
  language: () => string;
  translate: (key: string, vars?: Record<string, unknown>) => string;
  notify: (text: string) => void;
  onUnauthorized: () => void;
  /** The permission version a signed-in answer carried (PERMISSION_VERSION_HEADER). */
  permissionVersion: (version: string) => void;
}

const defaults: RequestHooks = {
  token: () => undefined,
  language: () => DEFAULT_LANGUAGE,
  translate: (key) => key,
  notify: () => undefined,
  onUnauthorized: () => undefined,
  permissionVersion: () => undefined,
};

export const requestHooks: RequestHooks = { ...defaults };

export function configureRequest(hooks: Partial<RequestHooks>): void {
  Object.assign(requestHooks, hooks);
}

export function resetRequestHooks(): void {
  Object.assign(requestHooks, defaults);
}
