import AppContext from 'antd/es/app/context';
import { useContext, useEffect } from 'react';
import { configureRequest } from '@/shared/request';
import { provideFeedback, toastError } from './feedback';

/** Hands antd's App API to code outside React and routes request failures to its error toast. */
export function FeedbackBridge() {
  // App.useApp without App: that import would bring antd's dialogs and notifications to /login.
  const app = useContext(AppContext);
  useEffect(() => {
    configureRequest({ notify: toastError });
    return provideFeedback(app);
  }, [app]);
  return null;
}
