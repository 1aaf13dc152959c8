import { useState } from 'react';
import { UPLOAD_MAX_BYTES } from '@beree/contracts';
import { App, Upload, type UploadProps } from 'antd';
import { useContractMessage } from '@/components/crud';

/**
 * What an antd Upload needs to send one file at a time through `upload`: a refusal before sending
 * (the file's size, and `refuse` when given, a message or nothing), `busy` while it goes, and
 * `onStored` with the server's answer. A failed upload's message is the request client's.
 */
export function useFileUpload<T>(upload: (file: File) => Promise<T>, onStored: (stored: T) => unknown, refuse?: (file: File) => string | undefined) {
  const { message } = App.useApp();
  const say = useContractMessage();
  const [busy, setBusy] = useState(false);
  // The server refuses a larger file too; here the user learns it before sending 10 MB.
  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = refuse?.(file) ?? (file.size > UPLOAD_MAX_BYTES ? say('file.tooLarge', { max: `${UPLOAD_MAX_BYTES / 1024 / 1024} MB` }) : undefined);
    if (!refusal) return true;
    void message.error(refusal);
    return Upload.LIST_IGNORE;
  };
  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    upload(file as File)
      .then(async (stored) => {
        onSuccess?.(stored);
        await onStored(stored);
      })
      .catch((error: Error) => onError?.(error))
      .finally(() => setBusy(false));
  };
  return { busy, beforeUpload, customRequest };
}
