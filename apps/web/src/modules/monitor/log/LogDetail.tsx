import { Button, Descriptions, Modal, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { L, LevelTag, StatusTag } from './fields';
import type { LogKind } from './kinds';

/** JSON text indented for reading; any other text as it is. */
function readable(value: unknown): string {
  const text = String(value);
  if (!/^\s*[[{]/.test(text)) return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

const PRE = { margin: 0, maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

/** One row of a log, every field; bodies, data and stacks whole and pre-formatted. */
export function LogDetail({ kind, id, onClose }: { kind: LogKind; id: string; onClose: () => void }) {
  const { t } = useTranslation(['log', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(kind.api, id), queryFn: () => getData<CrudRecord>(`${kind.api}/detail`, { id }) });
  const cell = (name: string) => {
    const value = data?.[name];
    if (value == null || value === '') return '--';
    if (name === 'status') return <StatusTag value={value} />;
    if (name === 'logLevel') return <LevelTag value={value} />;
    return kind.texts.includes(name) ? <pre style={PRE}>{readable(value)}</pre> : String(value);
  };
  return (
    <Modal open width={960} title={t('detailTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={2}
          styles={{ label: { whiteSpace: 'nowrap', width: 120 } }}
          items={kind.detail.map((name) => ({ key: name, label: t(L(name)), children: cell(name), span: kind.texts.includes(name) ? 2 : 1 }))}
        />
      )}
    </Modal>
  );
}
