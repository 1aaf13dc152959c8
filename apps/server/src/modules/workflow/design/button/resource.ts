import { PERMISSIONS, wfButtonSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../../core/crud/resource';
import { wfButtons } from '../../../../core/db/schema';

/**
 * 按钮: the tenant's catalogue of handling buttons (key, name, shown by default). A node that lists
 * its own buttons in the BPMN shows those; other nodes show every button the catalogue does not hide.
 */
export const wfButtonResource: CrudResource<typeof wfButtonSubmitSchema> = {
  base: '/blade-workflow/design/button',
  tag: 'workflow/button',
  table: wfButtons,
  scope: 'tenant',
  filters: { buttonKey: wfButtons.buttonKey, name: wfButtons.name, display: wfButtons.display, sort: wfButtons.sort, createTime: wfButtons.createTime },
  permissions: PERMISSIONS.wfButton,
  submitSchema: wfButtonSubmitSchema,
  toValues: (input) => ({ buttonKey: input.buttonKey, name: input.name, display: input.display ?? true, sort: input.sort ?? 0, remark: input.remark ?? null }),
  unique: [{ field: 'buttonKey', column: wfButtons.buttonKey, message: 'workflow.button.key.duplicate' }],
};
