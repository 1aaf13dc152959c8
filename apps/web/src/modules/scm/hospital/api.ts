/** Base paths of the hospital's own master data under /api. */
export const HOSPITAL_API = '/beree-scm/hospital';
export const PROFILE_API = `${HOSPITAL_API}/profile`;
export const SETTINGS_API = `${HOSPITAL_API}/settings`;
export const DEPARTMENT_API = `${HOSPITAL_API}/department`;
export const ADDRESS_API = `${HOSPITAL_API}/address`;
