import { App } from 'antd';
import { useEffect } from 'react';
import { configureRequest } from '@/shared/request';
import { provideFeedback, toastError } from './feedback';

/** Hands the message API of antd's App to code outside React and routes request failures to its error toast. */
export function FeedbackBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    configureRequest({ notify: toastError });
    return provideFeedback(message);
  }, [message]);
  return null;
}
