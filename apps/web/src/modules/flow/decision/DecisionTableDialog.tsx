import { Descriptions, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getData, type CrudRecord } from '@/components/crud';
import { DECISION_API } from '../api';

interface Rule {
  id: string;
  inputEntries: string[];
  outputEntries: string[];
}
interface Decision {
  key: string;
  name: string;
  version: number;
  hitPolicy: string;
  aggregation: string | null;
  inputs: { label: string; expression: string }[];
  outputs: string[];
  rules: Rule[];
}

/** A deployed decision's table as the DMN editors draw it: a row per rule, input columns then output columns. Read-only. */
export function DecisionTableDialog({ decision, onClose }: { decision: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('flow');
  const detail = useQuery({ queryKey: ['flow', 'decision', decision.id], queryFn: () => getData<Decision>(`${DECISION_API}/detail`, { id: decision.id }) });
  const d = detail.data;
  // A test of '-' or nothing matches any value, as DMN says.
  const cell = (text: string) => (text && text !== '-' ? <code>{text}</code> : '-');
  const columns = [
    { key: 'n', title: '#', width: 50, render: (_: unknown, _r: Rule, i: number) => i + 1 },
    ...(d?.inputs ?? []).map((input, i) => ({
      key: `in${i}`,
      title: `${t('decision.input')}: ${input.label}`,
      render: (_: unknown, r: Rule) => cell(r.inputEntries[i]),
    })),
    ...(d?.outputs ?? []).map((output, i) => ({
      key: `out${i}`,
      title: `${t('decision.output')}: ${output}`,
      render: (_: unknown, r: Rule) => cell(r.outputEntries[i]),
    })),
  ];
  return (
    <Modal open width={880} title={t('decision.tableTitle', { name: decision.name })} footer={null} onCancel={onClose}>
      <Descriptions
        size="small"
        column={3}
        items={[
          { key: 'key', label: t('decision.key'), children: String(decision.key) },
          { key: 'version', label: t('version'), children: `v${String(decision.version)}` },
          { key: 'hitPolicy', label: t('decision.hitPolicy'), children: [d?.hitPolicy ?? decision.hitPolicy, d?.aggregation].filter(Boolean).join(' ') },
        ]}
      />
      <Table<Rule> rowKey="id" size="small" bordered loading={detail.isLoading} dataSource={d?.rules ?? []} pagination={false} columns={columns} locale={{ emptyText: t('decision.noRules') }} />
    </Modal>
  );
}
