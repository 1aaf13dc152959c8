import { PERMISSIONS, postSubmitSchema } from '@beree/contracts';
import type { CrudResource } from '../../../core/crud/resource';
import { posts } from '../../../core/db/schema';

/** Posts (job positions) of a tenant; the code is unique within the tenant. */
export const postResource: CrudResource<typeof postSubmitSchema> = {
  base: '/blade-system/post',
  tag: 'system/post',
  table: posts,
  scope: 'tenant',
  filters: {
    category: posts.category,
    postCode: posts.postCode,
    postName: posts.postName,
    sort: posts.sort,
    remark: posts.remark,
    createTime: posts.createTime,
  },
  permissions: PERMISSIONS.post,
  submitSchema: postSubmitSchema,
  toValues: (input) => ({ category: input.category, postCode: input.postCode, postName: input.postName, sort: input.sort, remark: input.remark ?? null }),
  unique: [{ field: 'postCode', column: posts.postCode, message: 'post.postCode.duplicate' }],
  labels: [{ name: 'categoryName', field: 'category', dict: 'post_category' }],
};
