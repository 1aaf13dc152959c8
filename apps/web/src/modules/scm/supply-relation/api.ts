/** Base path of supply relations under /api. */
export const SUPPLY_API = '/beree-scm/supply-relation';
