import type { message } from 'antd';

type MessageApi = ReturnType<typeof message.useMessage>[0];

/** The mounted message APIs, innermost last: the signed-in shell's App stands over the root one. */
const apis: MessageApi[] = [];

/** Hands antd's context-aware message API to code outside React until the returned function runs. */
export function provideFeedback(api: MessageApi): () => void {
  apis.push(api);
  return () => {
    const at = apis.lastIndexOf(api);
    if (at >= 0) apis.splice(at, 1);
  };
}

const current = (): MessageApi | undefined => apis[apis.length - 1];

/** Shows an error toast; the same text shown twice at once appears once. */
export function toastError(text: string): void {
  current()?.error({ content: text, key: `error:${text}` });
}

export function toastSuccess(text: string): void {
  current()?.success(text);
}
