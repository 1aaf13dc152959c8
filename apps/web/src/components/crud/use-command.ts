import { useCallback } from 'react';
import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { postCommand } from './api';
import { crudKeys } from './query-keys';
import { useContractMessage } from './use-lang';

export interface Command {
  url: string;
  body?: unknown;
  params?: Record<string, unknown>;
}

/**
 * A command of a screen (grant, reset, setting): toasts 操作成功! and refreshes the lists of the
 * resource it changes. A failure is toasted by the request client and rethrown for the caller.
 */
export function useCommand(api: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const say = useContractMessage();
  return useMutation({
    mutationFn: (command: Command) => postCommand(command.url, command.body, command.params),
    onSuccess: async () => {
      message.success(say('toast.done'));
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(api) });
    },
  });
}

/** Asks before a command that cannot be taken back (a password reset), then runs it. */
export function useConfirm() {
  const { modal } = App.useApp();
  const { t } = useTranslation('crud');
  return useCallback(
    (content: string, run: () => Promise<unknown>) =>
      modal.confirm({
        title: t('confirmTitle'),
        content,
        okText: t('ok'),
        cancelText: t('cancel'),
        // The request client already toasts a failure; the dialog just closes.
        onOk: () => run().catch(() => undefined),
      }),
    [modal, t],
  );
}
