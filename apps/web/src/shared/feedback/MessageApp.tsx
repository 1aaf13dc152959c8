import { message, theme, type App } from 'antd';
import AppContext from 'antd/es/app/context';
import { useMemo, type ReactNode } from 'react';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * antd's App with only its message API, for every route: the public pages need no more, and
 * antd's App would bring its dialog and notification code to /login. The signed-in shell adds
 * the whole App inside this one. Text takes the look's colour and font, as in antd's App.
 */
export function MessageApp({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const [messageApi, holder] = message.useMessage();
  // Notification and modal stay antd's empty defaults here: only pages inside the shell use them.
  const api = useMemo(() => ({ message: messageApi }) as AppApi, [messageApi]);
  return (
    <AppContext.Provider value={api}>
      <div style={{ color: token.colorText, fontSize: token.fontSize, lineHeight: token.lineHeight, fontFamily: token.fontFamily }}>
        {holder}
        {children}
      </div>
    </AppContext.Provider>
  );
}
