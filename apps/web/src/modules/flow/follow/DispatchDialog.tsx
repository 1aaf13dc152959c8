import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ActionDialog, getData, type CrudColumn } from '@/components/crud';
import { PROCESS_API } from '../api';

/** 调度: the monitor moves the instance to any user task of its model (processNodes), with a note. */
export function DispatchDialog({ processInstanceId, submitting, onSubmit, onClose }: {
  processInstanceId: string;
  submitting: boolean;
  onSubmit: (values: { processInstanceId: string; nodeId: string; comment?: string }) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('flow');
  const nodes = useQuery({
    queryKey: ['flow', 'follow', 'nodes', processInstanceId],
    queryFn: () => getData<{ nodeId: string; nodeName: string | null }[]>(`${PROCESS_API}/processNodes`, { processInstanceId }),
  });
  const columns = useMemo<CrudColumn[]>(
    () => [
      {
        name: 'nodeId',
        label: 'flow:follow.node',
        form: { type: 'select', span: 24, rules: [{ required: true, message: t('follow.nodeRequired') }], options: (nodes.data ?? []).map((n) => ({ value: n.nodeId, label: n.nodeName || n.nodeId })) },
      },
      { name: 'comment', label: 'flow:follow.comment', form: { type: 'textarea', span: 24 } },
    ],
    [t, nodes.data],
  );
  return (
    <ActionDialog
      title="flow:follow.dispatch"
      width={520}
      columns={columns}
      loading={nodes.isLoading}
      submitting={submitting}
      onSubmit={(values) => onSubmit({ processInstanceId, nodeId: String(values.nodeId), comment: values.comment ? String(values.comment).trim() : undefined })}
      onClose={onClose}
    />
  );
}
