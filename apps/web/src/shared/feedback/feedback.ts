import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

let api: AppApi | undefined;

/** antd's context-aware message/modal API, captured once App is mounted, for code outside React. */
export function setFeedback(next: AppApi | undefined): void {
  api = next;
}

/** Shows an error toast; the same text shown twice at once appears once. */
export function toastError(text: string): void {
  api?.message.error({ content: text, key: `error:${text}` });
}

export function toastSuccess(text: string): void {
  api?.message.success(text);
}
