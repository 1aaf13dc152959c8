import { App } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeRecords, submitRecord } from './api';
import { crudKeys } from './query-keys';
import type { CrudRecord } from './types';
import { useContractMessage } from './use-lang';

/** A submit that says whether it updates: records keyed by something else than an id cannot tell by their body. */
export interface SaveInput {
  body: CrudRecord;
  editing: boolean;
}

/** Submit and remove for one resource; each success toasts and refreshes the resource's queries. */
export function useCrudMutations(api: string, options: { removeParam?: string; submitHeaders?: Record<string, string> } = {}) {
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const say = useContractMessage();
  const saved = async (editing: boolean) => {
    message.success(say(editing ? 'toast.updated' : 'toast.added'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(api) });
  };

  const save = useMutation({
    mutationFn: ({ body }: SaveInput) => submitRecord(api, body, options.submitHeaders),
    onSuccess: (_data, { editing }) => saved(editing),
  });

  /** The same call, judged an update by the id it carries. */
  const submit = useMutation({
    mutationFn: (body: CrudRecord) => submitRecord(api, body, options.submitHeaders),
    onSuccess: (_data, body) => saved(Boolean(body.id)),
  });

  const remove = useMutation({
    mutationFn: (ids: string[]) => removeRecords(api, ids, options.removeParam),
    onSuccess: async () => {
      message.success(say('toast.deleted'));
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(api) });
    },
  });

  return { save, submit, remove };
}
