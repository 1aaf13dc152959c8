/** Messages of the usual, API and error logs (blade-log). */
export const LOG_MESSAGES = {} as const;
