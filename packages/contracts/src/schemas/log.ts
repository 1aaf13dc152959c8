import { z } from 'zod';
import { ERROR_LOG_MAX_ENTRIES } from '../constants';

/**
 * A UI error entry (spec §3 Log entry) as the web app records it: type 'error', message, stack,
 * info, url and time 'yyyy-MM-dd HH:mm:ss'. Every field is optional text so nothing a browser
 * captured is refused for missing; too long or not text is refused naming the field.
 */
export const logEntrySchema = z.object({
  type: z.string({ error: 'field.invalid' }).max(255, { error: 'field.tooLong' }).optional(),
  message: z.string({ error: 'field.invalid' }).max(4000, { error: 'field.tooLong' }).optional(),
  stack: z.string({ error: 'field.invalid' }).max(20000, { error: 'field.tooLong' }).optional(),
  info: z.string({ error: 'field.invalid' }).max(4000, { error: 'field.tooLong' }).optional(),
  url: z.string({ error: 'field.invalid' }).max(2000, { error: 'field.tooLong' }).optional(),
  time: z.string({ error: 'field.invalid' }).max(64, { error: 'field.tooLong' }).optional(),
});
export type LogEntry = z.infer<typeof logEntrySchema>;

/** What send-logs and POST logout accept: at most ERROR_LOG_MAX_ENTRIES entries at once. */
export const logEntriesSchema = z.array(logEntrySchema, { error: 'field.invalid' }).max(ERROR_LOG_MAX_ENTRIES, { error: 'log.entries.tooMany' });
