/** Base path of the push log under /api. */
export const PUSH_API = '/beree-scm/push';
