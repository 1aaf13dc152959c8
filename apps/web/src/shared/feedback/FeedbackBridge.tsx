import { App } from 'antd';
import { useEffect } from 'react';
import { configureRequest } from '@/shared/request';
import { setFeedback, toastError } from './feedback';

/** Hands antd's App API to code outside React and routes request failures to its error toast. */
export function FeedbackBridge() {
  const app = App.useApp();
  useEffect(() => {
    setFeedback(app);
    configureRequest({ notify: toastError });
    return () => setFeedback(undefined);
  }, [app]);
  return null;
}
