import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

/** The mounted feedback APIs, innermost last: the signed-in shell's App stands over the root one. */
const apis: AppApi[] = [];

/** Hands antd's context-aware message API to code outside React until the returned function runs. */
export function provideFeedback(api: AppApi): () => void {
  apis.push(api);
  return () => {
    const at = apis.lastIndexOf(api);
    if (at >= 0) apis.splice(at, 1);
  };
}

const current = (): AppApi | undefined => apis[apis.length - 1];

/** Shows an error toast; the same text shown twice at once appears once. */
export function toastError(text: string): void {
  current()?.message.error({ content: text, key: `error:${text}` });
}

export function toastSuccess(text: string): void {
  current()?.message.success(text);
}
