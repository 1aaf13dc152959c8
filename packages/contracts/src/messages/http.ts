/** Messages of the HTTP layer: requests the framework refuses before any route sees them. */
export const HTTP_MESSAGES = {
  'field.badCharacter': { zh: '{field}含有不允许的字符', en: '{field} contains a character that is not allowed' },
  'field.outOfRange': { zh: '{field}超出允许的范围', en: '{field} is out of range' },
  'route.methodNotAllowed': { zh: '接口不支持 {method} 请求: {path}', en: '{path} does not accept {method}' },
  'request.invalidJson': { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  'request.emptyJson': { zh: '请求体为空，但声明为 JSON', en: 'The request body is empty but declared as JSON' },
  'request.unsupportedType': { zh: '不支持的请求体类型: {type}', en: 'Unsupported request body type: {type}' },
  'request.missingType': { zh: '请求体缺少 Content-Type', en: 'The request body has no Content-Type' },
  'request.bodyTooLarge': { zh: '请求体过大', en: 'The request body is too large' },
  'request.headersTooLarge': { zh: '请求头过大', en: 'The request headers are too large' },
  'request.invalid': { zh: '请求格式不正确', en: 'The request is malformed' },
  'request.timeout': { zh: '请求超时', en: 'The request timed out' },
  'request.tooMany': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests; try again later' },
} as const;
