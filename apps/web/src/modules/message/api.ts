/** Base paths of the message centre under /api. */
export const MESSAGE_API = {
  account: '/beree-message/channel-account',
  template: '/beree-message/template',
  send: '/beree-message/send',
  task: '/beree-message/task',
  record: '/beree-message/record',
  stats: '/beree-message/stats',
  whitelist: '/beree-message/whitelist',
} as const;

/** The tasks page, opened on one task. */
export const taskPath = (id: string) => `/message/task?taskId=${encodeURIComponent(id)}`;
