import { PERMISSIONS, postSubmitSchema } from '@beree/contracts';
import type { CrudConfig } from '@/components/crud';

/** Posts (job positions) of the tenant: category from dict post_category, a code unique in the tenant. */
export const postConfig: CrudConfig = {
  api: '/blade-system/post',
  schema: postSubmitSchema,
  permissions: PERMISSIONS.post,
  columns: [
    { name: 'category', label: 'post:category', dict: 'post_category', search: 'equal', form: { type: 'dict' } },
    { name: 'postCode', label: 'post:postCode', search: true, form: { type: 'input' } },
    { name: 'postName', label: 'post:postName', search: true, form: { type: 'input' } },
    { name: 'sort', label: 'post:sort', form: { type: 'number' } },
    { name: 'remark', label: 'post:remark', form: { type: 'textarea', span: 24 } },
  ],
};
