import { REALTIME_MESSAGE, REALTIME_NOTICE, type MessageRecord, type NoticeRecord } from '@beree/contracts';
import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/features/auth/session-store';
import { toastError } from '@/shared/feedback/feedback';
import { setRealtimeAnnouncer } from './realtime-events';
import { popupMessage, popupNotice } from './realtime-popup';
import { disconnectRealtime, onRealtimeFailure, syncRealtime } from './socket';

/**
 * The signed-in shell's realtime connection (call once, in the layout): connected while there is a
 * session, renewed with each refreshed token, closed on sign-out; pushed notices and messages pop
 * up in the bottom-right corner, and a failed connection asks once for a page refresh.
 */
export function useRealtimeConnection(): void {
  const { t } = useTranslation();
  const { notification } = App.useApp();

  useEffect(() => {
    onRealtimeFailure(() => toastError(t('realtime:failed')));
    setRealtimeAnnouncer((event, payload) => {
      if (event === REALTIME_NOTICE) popupNotice(notification, t, payload as NoticeRecord);
      else if (event === REALTIME_MESSAGE) popupMessage(notification, t, payload as MessageRecord);
    });
    return () => {
      onRealtimeFailure(undefined);
      setRealtimeAnnouncer(undefined);
    };
  }, [notification, t]);

  useEffect(() => {
    syncRealtime();
    // A refreshed token or a sign-out changes the access token.
    const stop = useSessionStore.subscribe((state, previous) => {
      if (state.accessToken !== previous.accessToken) syncRealtime();
    });
    return () => {
      stop();
      disconnectRealtime();
    };
  }, []);
}
