/** Business constants of the product (spec §9), shared by the server and the web app. */
export const APP_VERSION = '2.2.0';
export const PRODUCT_KEY = 'beree';
export const PLATFORM_TENANT_ID = '000000';
export const PAGE_SIZES = [10, 30, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const TOKEN_CHECK_INTERVAL_MS = 10_000;
/** Age in seconds after which the web app refreshes its access token. */
export const TOKEN_TIME_SECONDS = 3000;
export const AUTH_HEADER = 'Blade-Auth';
/** Answered on every signed-in call: changes when the session's menus, buttons or api scopes do. */
export const PERMISSION_VERSION_HEADER = 'x-permission-version';
export const FIRST_PAGE = { label: '首页', value: '/wel/index' } as const;
export const LOCK_PAGE = '/lock';
/** The captcha image's own size: the server draws it so, the login page shows it so. */
export const CAPTCHA_SIZE = { width: 130, height: 48 } as const;
export const DEFAULT_COLOR = '#409EFF';
export const DEFAULT_THEME = 'default';
export const DEFAULT_LANGUAGE = 'zh';
export const NOTICE_PAGE_SIZE = 5;
/** Largest file one upload may carry. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Most UI error entries one upload of the error log may carry. */
export const ERROR_LOG_MAX_ENTRIES = 500;
export const NOTICE_LOAD_DELAY_MS = 1000;
export const BREAKPOINTS = [768, 992, 1200] as const;
export const DICT_DIALOG_WIDTH = 880;
/** Label shown when a dictionary lookup finds no entry. */
export const DICT_MISSING_LABEL = '--';
