import { useEffect } from 'react';
import { REALTIME_MESSAGE, REALTIME_NOTICE } from '@beree/contracts';
import { onRealtime } from '@/features/realtime/realtime-events';
import { useNoticeStore } from './notice-store';

/**
 * Pushed notices and messages go on top of the bell's lists and count at once (the shell announces
 * them in its popup). The server announces only released notices; their times are in the server's
 * zone, so they are not compared with the browser's clock here.
 */
export function useFeedRealtime(): void {
  const prepend = useNoticeStore((s) => s.prepend);
  useEffect(() => {
    const stops = [
      onRealtime(REALTIME_NOTICE, (notice) => {
        // A new notice is unread by everyone; the push carries no reader's state.
        prepend('notice', { ...notice, isRead: 0 });
      }),
      onRealtime(REALTIME_MESSAGE, (message) => prepend('message', message)),
    ];
    return () => stops.forEach((stop) => stop());
  }, [prepend]);
}
