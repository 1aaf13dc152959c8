/** The tenant's Cloud Call Center accounts (blade-resource/ccc). */
export const CCC_API = '/blade-resource/ccc';
/** The calls of an account's instance, read from the provider (aliyun/ccc/api). */
export const CALL_API = '/aliyun/ccc/api';
