import type { ComponentType } from 'react';

/**
 * Pages by menu path. The shell resolves the server's menu routes against this map and loads each
 * page lazily, so a page's code is fetched only when its menu is opened.
 */
export const moduleRoutes: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/system/param': () => import('./system/param'),
  '/system/tenant-package': () => import('./system/tenant-package'),
  '/system/dept': () => import('./system/dept'),
  '/system/post': () => import('./system/post'),
  '/system/menu': () => import('./system/menu'),
  '/authority/role': () => import('./authority/role'),
  '/base/region': () => import('./base/region'),
  '/dict-horizontal/index': () => import('./dict/horizontal'),
  '/dict-vertical/index': () => import('./dict/vertical'),
  '/system/user': () => import('./system/user'),
  '/system/tenant': () => import('./system/tenant'),
  '/system/client': () => import('./system/client'),
  '/system/topmenu': () => import('./system/topmenu'),
  '/tool/datasource': () => import('./tool/datasource'),
  '/authority/datascope': () => import('./authority/datascope'),
  '/authority/apiscope': () => import('./authority/apiscope'),
  '/desk/notice': () => import('./desk/notice'),
  '/desk/message': () => import('./desk/message'),
  '/scm/supply-relation': () => import('./scm/supply-relation'),
  '/scm/certificate': () => import('./scm/certificate'),
  '/scm/certificate-share': () => import('./scm/certificate-share'),
  '/scm/contract': () => import('./scm/contract'),
  '/scm/catalog': () => import('./scm/catalog'),
  '/scm/product': () => import('./scm/product'),
  '/scm/company-registration': () => import('./scm/company-registration'),
  '/scm/company': () => import('./scm/company'),
  '/scm/hospital/profile': () => import('./scm/hospital/profile'),
  '/scm/hospital/department': () => import('./scm/hospital/department'),
  '/scm/hospital/address': () => import('./scm/hospital/address'),
  '/work/start': () => import('./work/start'),
  '/work/todo': () => import('./work/todo'),
  '/work/claim': () => import('./work/claim'),
  '/work/send': () => import('./work/send'),
  '/work/done': () => import('./work/done'),
  '/work/copy': () => import('./work/copy'),
};
