/** Base path of purchase plans under /api. */
export const PLAN_API = '/beree-scm/plan';
