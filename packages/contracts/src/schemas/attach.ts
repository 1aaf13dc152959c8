import { z } from 'zod';
import { requiredText } from './common';

/** Attachment submit: renames an uploaded file; the stored object itself never changes. */
export const attachRenameSchema = z.object({
  id: z.union([z.string().regex(/^\d{1,19}$/, { error: 'id.invalid' }), z.number().int().nonnegative()], { error: 'attach.id.required' }).transform(String),
  originalName: requiredText('attach.originalName.required', 500),
  version: z.number().int().nullish(),
});
export type AttachRename = z.infer<typeof attachRenameSchema>;
