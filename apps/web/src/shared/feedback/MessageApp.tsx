import { message, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { configureRequest } from '@/shared/request';
import { provideFeedback, toastError } from './feedback';

/**
 * What antd's App gives every route, without App: toasts for code outside React (and the request
 * client's errors), text in the look's colour and font. The public pages need no more, and antd's
 * App would bring its dialog and notification code to /login; the signed-in shell has the whole
 * App inside this one, whose toasts then take over.
 */
export function MessageApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [api, holder] = message.useMessage();
  useEffect(() => {
    configureRequest({ notify: toastError });
    return provideFeedback(api);
  }, [api]);
  return (
    <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
      {holder}
      {children}
    </div>
  );
}
