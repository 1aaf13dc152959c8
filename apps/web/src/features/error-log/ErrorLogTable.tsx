import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { ErrorLogEntry } from './error-log-store';

const pre = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 } as const;

/** The local entries, newest first; a row opens to show its stack and info. */
export function ErrorLogTable({ entries }: { entries: ErrorLogEntry[] }) {
  const { t } = useTranslation('errorLog');
  const columns: ColumnsType<ErrorLogEntry> = [
    { title: t('type'), dataIndex: 'type', width: 90 },
    { title: t('message'), dataIndex: 'message', ellipsis: true },
    { title: t('url'), dataIndex: 'url', ellipsis: true, width: '30%' },
    { title: t('time'), dataIndex: 'time', width: 170 },
  ];
  return (
    <Table<ErrorLogEntry>
      size="small"
      rowKey={(entry) => `${entry.time}|${entries.indexOf(entry)}`}
      columns={columns}
      dataSource={entries}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      locale={{ emptyText: t('empty') }}
      expandable={{
        expandedRowRender: (entry) => (
          <>
            <Typography.Text strong>{t('stack')}</Typography.Text>
            <pre style={pre}>{entry.stack || '-'}</pre>
            <Typography.Text strong>{t('info')}</Typography.Text>
            <pre style={pre}>{entry.info || '-'}</pre>
          </>
        ),
      }}
    />
  );
}
