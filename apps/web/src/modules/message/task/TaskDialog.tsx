import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { useDictionary } from '@/components/pickers/use-dictionary';
import { MESSAGE_API } from '../api';
import { EventName } from '../shared/EventSelect';
import { MessageBody } from '../shared/MessagePreview';
import { ReceiverText } from '../shared/ReceiverText';
import { StatusTag, TASK_STATUS_COLORS } from '../shared/StatusTag';

interface Anchor {
  id: string;
  state: string;
  receiverCount: number | null;
  detail: string | null;
  createTime: string;
}
type TaskDetail = CrudRecord & { anchors?: Anchor[]; records?: CrudRecord[] };

/** States a task leaves by itself within moments. */
const PENDING = ['SAVED', 'RECEIVE'];
const text = (value: unknown) => (value == null || value === '' ? '--' : String(value));
const TIMELINE_COLORS: Record<string, string> = { success: 'green', error: 'red', warning: 'orange', processing: 'blue', default: 'gray' };

/** One task: what it sent, where the pipeline took it (its anchors, oldest first) and its first receivers. */
export function TaskDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['messageCentre', 'crud']);
  const status = useDictionary('messageTaskStatus');
  const { data } = useQuery({
    queryKey: crudKeys.detail(MESSAGE_API.task, id),
    queryFn: () => getData<TaskDetail>(`${MESSAGE_API.task}/detail`, { id }),
    // A task on its way is watched until the pipeline has settled it.
    refetchInterval: (query) => (PENDING.includes(String(query.state.data?.status)) ? 2000 : false),
  });
  const field = (name: string, children: ReactNode = text(data?.[name]), span = 1) => ({ key: name, label: t(`task.${name}`), children, span });
  return (
    <Modal open width={1000} title={t('task.viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              field('id'),
              field('status', <StatusTag value={data.status} />),
              field('templateName'),
              field('eventCode', <EventName value={data.eventCode} />),
              { ...field('channel', <DictText code="messageChannel" value={data.channel} />), label: t('channel') },
              field('idType', <DictText code="messageIdType" value={data.idType} />),
              field('shieldType', <DictText code="messageShieldType" value={data.shieldType} />),
              field('receiverCount'),
              field('runAt'),
              field('finishTime'),
              field('bizType'),
              field('bizId'),
              field('title', text(data.title), 2),
              field('content', data.content ? <MessageBody channel={data.channel} content={String(data.content)} /> : '--', 2),
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('task.anchors')}
          </Typography.Title>
          <Timeline
            items={(data.anchors ?? []).map((anchor) => ({
              key: anchor.id,
              color: TIMELINE_COLORS[TASK_STATUS_COLORS[anchor.state] ?? 'default'],
              content: (
                <div data-testid="task-anchor">
                  <Typography.Text strong>{status.label(anchor.state)}</Typography.Text>
                  {anchor.receiverCount != null && <Typography.Text type="secondary"> · {t('task.anchorCount', { count: anchor.receiverCount })}</Typography.Text>}
                  {anchor.detail && <div>{anchor.detail}</div>}
                  <div>
                    <Typography.Text type="secondary">{anchor.createTime}</Typography.Text>
                  </div>
                </div>
              ),
            }))}
          />
          <Typography.Title level={5}>{t('task.records')}</Typography.Title>
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content', y: 300 }}
            dataSource={data.records ?? []}
            columns={[
              { key: 'receiver', dataIndex: 'receiver', title: t('record.receiver'), render: (value, record) => <ReceiverText receiver={value} userId={record.userId} /> },
              { key: 'status', dataIndex: 'status', title: t('record.status'), render: (value) => <StatusTag value={value} /> },
              { key: 'sendStatus', dataIndex: 'sendStatus', title: t('record.sendStatus'), render: (value) => <StatusTag value={value} dict="messageSendStatus" /> },
              { key: 'attempts', dataIndex: 'attempts', title: t('record.attempts') },
              { key: 'error', dataIndex: 'error', title: t('record.error'), render: (value) => (value ? <Typography.Text type="danger">{String(value)}</Typography.Text> : '--') },
              { key: 'sendTime', dataIndex: 'sendTime', title: t('record.sendTime'), render: text },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
