import { z } from 'zod';
import { isCalendarDateTime } from '../calendar';
import { idString, isId, requiredText, versionField } from './common';

/** Notice categories (dictionary noticeCategory): the platform tenant publishes platform notices, every other tenant its own. */
export const NOTICE_CATEGORY = { hospital: 'HOSPITAL_NOTICE', platform: 'PLATFORM_NOTICE' } as const;
export type NoticeCategory = (typeof NOTICE_CATEGORY)[keyof typeof NOTICE_CATEGORY];

/** Notice status: published notices reach the bell and the dashboard; ended ones only the managing screen. */
export const NOTICE_STATUS = { published: 1, ended: 2 } as const;

/** Category of a message one user sends to others (system notifications carry their own, e.g. CERT_EXPIRING). */
export const SENT_MESSAGE_CATEGORY = 'USER_MESSAGE';

/** Rich text may carry inline images; beyond this it is refused rather than stored. */
export const RICH_TEXT_MAX = 2_000_000;

const richText = (key: string) => z.string({ error: key }).trim().min(1, { error: key }).max(RICH_TEXT_MAX, { error: 'field.tooLong' });

/** `yyyy-MM-dd HH:mm:ss` (seconds optional); empty or absent means now. */
const releaseTimeText = z
  .string({ error: 'notice.releaseTime.invalid' })
  .trim()
  .refine((v) => v === '' || (v[10] === ' ' && isCalendarDateTime(v)), { error: 'notice.releaseTime.invalid' })
  .nullish();

/** POST notice/submit: the category is decided by the publishing tenant, never by the client. */
export const noticeSubmitSchema = z.object({
  id: idString.nullish(),
  title: requiredText('notice.title.required', 255),
  content: richText('notice.content.required'),
  releaseTime: releaseTimeText,
  version: versionField,
});
export type NoticeSubmit = z.infer<typeof noticeSubmitSchema>;

/** POST message-record/send: one message per listed user of the sender's tenant. */
export const messageSendSchema = z.object({
  userIds: z
    .string({ error: 'message.userIds.required' })
    .trim()
    .min(1, { error: 'message.userIds.required' })
    .refine((v) => v.split(',').every((s) => isId(s.trim())), { error: 'message.userIds.invalid' }),
  title: requiredText('message.title.required', 255),
  content: richText('message.content.required'),
});
export type MessageSend = z.infer<typeof messageSendSchema>;

/** A notice as the desk service answers it; `isRead` only in the dashboard's answers. */
export interface NoticeRecord {
  id: string;
  tenantId: string;
  title: string;
  category: NoticeCategory;
  categoryName: string;
  releaseTime: string;
  content: string;
  isTop: 0 | 1;
  status: 1 | 2;
  endTime: string | null;
  createUser: string | null;
  createTime: string;
  updateTime: string;
  version: number;
  isRead?: 0 | 1;
}

/** A message to one user. */
export interface MessageRecord {
  id: string;
  tenantId: string;
  userId: string;
  category: string;
  title: string;
  content: string;
  bizType: string | null;
  bizId: string | null;
  isRead: 0 | 1;
  readTime: string | null;
  createUser: string | null;
  createUserName: string;
  createTime: string;
}
