/** Messages of uploads, attachments and the error log. */
export const FILE_MESSAGES = {
  'file.required': { zh: '请选择要上传的文件', en: 'Please choose a file to upload' },
  'file.tooLarge': { zh: '文件大小不能超过{max}', en: 'The file must be at most {max}' },
  'file.imageType': { zh: '只能上传 jpg、jpeg 或 png 格式的图片', en: 'Only jpg, jpeg or png images may be uploaded' },
  'file.contentMismatch': { zh: '文件内容与扩展名不符', en: 'The file content does not match its extension' },
  'attach.id.required': { zh: '请选择附件', en: 'Please choose an attachment' },
  'attach.originalName.required': { zh: '请输入附件名称', en: 'Please enter the attachment name' },
  'log.sent': { zh: '发送成功!', en: 'Sent!' },
  'log.cleared': { zh: '清空成功!', en: 'Cleared!' },
  'log.entries.tooMany': { zh: '一次最多上传{max}条日志', en: 'At most {max} log entries at a time' },
  'auth.adminOnly': { zh: '仅管理员可以操作', en: 'Only administrators may do this' },
} as const;
