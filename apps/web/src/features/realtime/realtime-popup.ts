import type { MessageRecord, NoticeRecord } from '@beree/contracts';
import type { App } from 'antd';
import type { TFunction } from 'i18next';

type Notification = ReturnType<typeof App.useApp>['notification'];

/** One key per entry: the bell's own popup for the same entry replaces this one instead of stacking. */
export const popupKey = (kind: 'notice' | 'message', id: string) => `feed-push-${kind}-${id}`;

const line = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/**
 * Announces a pushed notice in the bottom-right corner: its title, category and release time. The
 * server pushes a notice once it is released; its times are in the server's display time zone, so
 * the browser's clock is no judge of them.
 */
export function popupNotice(notification: Notification, t: TFunction, notice: NoticeRecord): void {
  notification.info({
    key: popupKey('notice', notice.id),
    placement: 'bottomRight',
    title: notice.title,
    description: line(notice.categoryName || t('realtime:notice'), notice.releaseTime),
  });
}

/** Announces a pushed message in the bottom-right corner: its title, sender and time. */
export function popupMessage(notification: Notification, t: TFunction, message: MessageRecord): void {
  notification.info({
    key: popupKey('message', message.id),
    placement: 'bottomRight',
    title: message.title,
    description: line(t('realtime:message'), message.createUserName, message.createTime),
  });
}
