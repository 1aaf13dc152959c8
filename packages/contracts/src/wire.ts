/** BladeX wire shapes (wire-protocol §3). */
export interface R<T = unknown> {
  code: number;
  success: boolean;
  data: T;
  msg: string;
}

export interface Page<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** Flat answer of POST /api/blade-auth/oauth/token (wire-protocol §4c). */
export interface TokenAnswer {
  access_token: string;
  token_type: 'bearer';
  refresh_token: string;
  expires_in: number;
  tenant_id: string;
  user_id: string;
  dept_id: string;
  post_id: string;
  role_id: string;
  oauth_id: string;
  account: string;
  user_name: string;
  nick_name: string;
  real_name: string;
  role_name: string;
  avatar: string;
  license: string;
  detail: { type: string };
  client_id: string;
  /** The password was set by someone else (initial or reset): nothing but changing it is allowed until then. */
  password_change_required: boolean;
}

export interface TokenError {
  error_code: number;
  error_description: string;
}

/** A node of GET /api/blade-system/menu/routes and menu/buttons (wire-protocol §5). */
export interface MenuNode {
  id: string;
  parentId: string;
  code: string;
  name: string;
  alias: string;
  path: string;
  source: string;
  sort: number;
  category: number;
  action: number;
  isOpen: number;
  remark: string;
  children?: MenuNode[];
  hasChildren?: boolean;
}

export interface DictItem {
  id: string;
  parentId: string;
  code: string;
  dictKey: string;
  dictValue: string;
  sort: number;
  remark: string;
  isSealed: number;
}
