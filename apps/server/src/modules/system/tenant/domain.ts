/** Normalises an origin or host to the bare host name stored in blade_tenant.domain. */
export const hostOf = (domain: string): string =>
  domain
    .trim()
    .replace(/^[a-z]+:\/\//i, '')
    .replace(/\/.*$/, '')
    .toLowerCase();
