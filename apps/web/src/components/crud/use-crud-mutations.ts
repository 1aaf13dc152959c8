import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRecords, submitRecord } from './api';
import { crudKeys } from './query-keys';
import type { CrudRecord } from './types';
import { useContractMessage } from './use-lang';

/** Submit and remove for one resource; each success toasts and refreshes the resource's queries. */
export function useCrudMutations(api: string) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const say = useContractMessage();
  const refresh = () => queryClient.invalidateQueries({ queryKey: crudKeys.all(api) });

  const submit = useMutation({
    mutationFn: (body: CrudRecord) => submitRecord(api, body),
    onSuccess: async (_data, body) => {
      message.success(say(body.id ? 'toast.updated' : 'toast.added'));
      await refresh();
    },
  });

  const remove = useMutation({
    mutationFn: (ids: string[]) => removeRecords(api, ids),
    onSuccess: async () => {
      message.success(say('toast.deleted'));
      await refresh();
    },
  });

  return { submit, remove };
}
