/** Messages of the usual, API and error logs (blade-log). */
export const LOG_MESSAGES = {
  'log.range.order': { zh: '结束时间不能早于开始时间', en: 'The end time cannot be earlier than the start time' },
  'log.range.tooLong': { zh: '统计的时间范围最多{max}天', en: 'The time range of the chart is at most {max} days' },
} as const;
