/** Messages of notices and the message centre. */
export const DESK_MESSAGES = {
  'notice.title.required': { zh: '请输入通知标题', en: 'Please enter the notice title' },
  'notice.content.required': { zh: '请输入通知内容', en: 'Please enter the notice content' },
  'notice.releaseTime.invalid': { zh: '发布时间格式应为 yyyy-MM-dd HH:mm:ss', en: 'The release time must look like yyyy-MM-dd HH:mm:ss' },
  'notice.ended': { zh: '通知已结束，不能再修改', en: 'The notice has ended and can no longer be changed' },
  'message.userIds.required': { zh: '请选择接收人', en: 'Please choose the recipients' },
  'message.userIds.invalid': { zh: '接收人不存在或不属于本租户', en: 'Some recipients do not exist or are not in this tenant' },
  'message.title.required': { zh: '请输入消息标题', en: 'Please enter the message title' },
  'message.content.required': { zh: '请输入消息内容', en: 'Please enter the message content' },
} as const;
