/** Messages of depts, posts, roles, menus, top menus, data and API scopes. */
export const ORG_MESSAGES = {} as const;
