/** Base path of surgical consignment orders under /api. */
export const SURGICAL_API = '/beree-scm/surgical';
