import type { FormInstance } from 'antd';
import type { CrudRecord } from '@/components/crud';
import { RequestError } from '@/shared/request';

/**
 * Marks the field the server refused (a header field, or `lines.N.field`) with its message; the
 * request client has toasted it already. Answers whether a field was named.
 */
export function markRefusal(form: FormInstance<CrudRecord>, error: unknown): boolean {
  const field = error instanceof RequestError ? (error.body as { data?: { field?: string } })?.data?.field : undefined;
  if (!field) return false;
  const name = field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  form.setFields([{ name, errors: [error instanceof Error ? error.message : ''] }]);
  return true;
}

/** The server answers warnings the sender may accept (R12–R14) as a refusal naming this field. */
export const isWarning = (error: unknown): boolean => error instanceof RequestError && (error.body as { data?: { field?: string } })?.data?.field === 'acknowledgeWarnings';
