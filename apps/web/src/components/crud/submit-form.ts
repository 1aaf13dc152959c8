import type { FormInstance } from 'antd';
import type { CrudRecord } from './types';

/**
 * A dialog's OK: checks the form, sends its values and closes. A wrong field keeps the dialog as
 * the form shows it; a failed call too (the request client toasts it), so nothing typed is lost.
 */
export async function submitForm(form: FormInstance<CrudRecord>, send: (values: CrudRecord) => Promise<unknown>, onClose: () => void) {
  let values: CrudRecord;
  try {
    values = await form.validateFields();
  } catch {
    return;
  }
  try {
    await send(values);
    onClose();
  } catch {
    // Toasted already.
  }
}
