/** 表单设计 (/api/blade-workflow/design/form), its versions and the default values its fields may use. */
export const FORM_API = '/blade-workflow/design/form';
export const FORM_HISTORY_API = '/blade-workflow/design/form-history';
export const DEFAULT_VALUE_API = '/blade-workflow/design/form/default-values';
