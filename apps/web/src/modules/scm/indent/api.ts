/** Base path of purchase orders under /api. */
export const INDENT_API = '/beree-scm/indent';
