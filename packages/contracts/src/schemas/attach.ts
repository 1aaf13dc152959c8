import { z } from 'zod';
import { requiredId, requiredText, versionField } from './common';

/** Attachment submit: renames an uploaded file; the stored object itself never changes. */
export const attachRenameSchema = z.object({
  id: requiredId('attach.id.required'),
  originalName: requiredText('attach.originalName.required', 500),
  version: versionField,
});
export type AttachRename = z.infer<typeof attachRenameSchema>;
