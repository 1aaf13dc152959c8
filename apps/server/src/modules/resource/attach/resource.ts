import { attachRenameSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { attachments } from '../../../core/db/schema';

/**
 * Attachments (blade_attach) in the CRUD pattern. Rows are added by uploads only; submit renames.
 * The codes are the menu and buttons an attachment screen will carry; until it exists the routes
 * are for the tenant's administrators (docs/adr/0008-file-upload.md).
 */
export const attachResource: CrudResource<typeof attachRenameSchema> = {
  base: '/blade-resource/attach',
  tag: 'resource/attach',
  table: attachments,
  scope: 'tenant',
  filters: {
    name: attachments.name,
    originalName: attachments.originalName,
    extension: attachments.extension,
    mimeType: attachments.mimeType,
    attachSize: attachments.attachSize,
    link: attachments.link,
    createTime: attachments.createTime,
    updateTime: attachments.updateTime,
  },
  permissions: { menu: 'attach', add: 'attach_add', edit: 'attach_edit', delete: 'attach_delete' },
  submitSchema: attachRenameSchema,
  toValues: (input) => ({ originalName: input.originalName }),
};
