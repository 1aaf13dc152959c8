import { z } from 'zod';
import { idString, optionalText, requiredText, versionField } from './common';
import { intChoice, intField } from './dict';

/** Post (wire-protocol §8 blade_post): category from dict post_category (1 senior … 4 other). */
export const postSubmitSchema = z.object({
  id: idString.nullish(),
  category: intChoice('post.category.required', [1, 2, 3, 4]),
  postCode: requiredText('post.postCode.required', 12),
  postName: requiredText('post.postName.required', 64),
  sort: intField('post.sort.required', -999_999, 999_999),
  remark: optionalText(255),
  version: versionField,
});
export type PostSubmit = z.infer<typeof postSubmitSchema>;
