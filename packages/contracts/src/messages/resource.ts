/** Messages of the object stores (blade-resource/oss). */
export const OSS_MESSAGES = {
  'oss.category.invalid': { zh: '请选择存储类型（MinIO/S3、七牛云、阿里云 OSS、腾讯云 COS 或本地磁盘）', en: 'Please choose the kind of store (MinIO/S3, Qiniu, Aliyun OSS, Tencent COS or the local disk)' },
  'oss.code.required': { zh: '请填写资源编号', en: 'Please give the store a code' },
  'oss.code.invalid': { zh: '资源编号只能包含字母、数字、下划线和短横线', en: 'The code has letters, digits, underscores and hyphens only' },
  'oss.code.duplicate': { zh: '已有相同资源编号的对象存储', en: 'An object store with that code exists already' },
  'oss.endpoint.required': { zh: '请填写资源地址（endpoint）', en: 'Please give the endpoint' },
  'oss.endpoint.invalid': { zh: '资源地址应以 http:// 或 https:// 开头', en: 'The endpoint starts with http:// or https://' },
  'oss.accessKey.required': { zh: '请填写 AccessKey', en: 'Please give the AccessKey' },
  'oss.secretKey.required': { zh: '请填写 SecretKey', en: 'Please give the SecretKey' },
  'oss.bucket.required': { zh: '请填写空间名（bucket）', en: 'Please give the bucket' },
  'oss.bucket.invalid': { zh: '空间名只能包含小写字母、数字、点和短横线，3 到 255 个字符', en: 'A bucket name has 3 to 255 lower-case letters, digits, dots and hyphens' },
  'oss.appId.required': { zh: '腾讯云 COS 请填写 APPID', en: 'Tencent COS needs the APPID' },
  'oss.region.required': { zh: '请填写地域（region），如 ap-shanghai', en: 'Please give the region, e.g. ap-shanghai' },
} as const;

/** Messages of the Cloud Call Center accounts and call records (aliyun/ccc). */
export const CCC_MESSAGES = {} as const;
