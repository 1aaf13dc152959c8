import type { ReactNode } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';
import { LabelText } from './labels';
import { text } from './text';

type Labels = Parameters<typeof LabelText>[0]['labels'];

interface Props {
  /** The screen's label namespace: its history headings and action names live there. */
  ns: 'indent' | 'delivery' | 'invoice' | 'surgical';
  history: CrudRecord[];
  /** The document's state labels. */
  statusLabels: Labels;
  /** The last column: the reason given, by default; a document may show the warnings accepted instead. */
  note?: { label: string; value: (step: CrudRecord) => unknown };
}

/** A document's transitions, oldest first: when, what, from which state to which, by whom and why. */
export function HistoryTable({ ns, history, statusLabels, note }: Props): ReactNode {
  const { t } = useTranslation(ns);
  const status = (value: unknown) => <LabelText value={value} labels={statusLabels} />;
  return (
    <Table<CrudRecord>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={history}
      columns={[
        { key: 'createTime', dataIndex: 'createTime', title: t('historyTime'), width: 170 },
        { key: 'action', dataIndex: 'action', title: t('historyAction'), width: 120, render: (value) => t(`action.${String(value)}`, { defaultValue: String(value) }) },
        { key: 'status', title: t('historyStatus'), width: 220, render: (_v, step) => <>{step.fromStatus ? <>{status(step.fromStatus)} → </> : null}{status(step.toStatus)}</> },
        { key: 'userName', dataIndex: 'userName', title: t('historyUser'), width: 120, render: text },
        { key: 'note', title: t(note?.label ?? 'historyReason'), render: (_v, step) => text(note ? note.value(step) : step.reason) },
      ]}
    />
  );
}
