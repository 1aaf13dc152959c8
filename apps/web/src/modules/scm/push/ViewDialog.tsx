import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PUSH_DOC_TYPE_LABELS, PUSH_TARGET_SYSTEM_LABELS } from '@beree/contracts';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { LabelText } from '../document/labels';
import { PUSH_API } from './api';
import { PushStatesTag, PushStatusTag } from './tags';
import { text } from '../document/text';


/** The body as it was sent, indented for reading (what was signed is the text as kept). */
function readable(body: unknown): string {
  try {
    return JSON.stringify(JSON.parse(String(body)), null, 2);
  } catch {
    return text(body);
  }
}

/** One push as either party sees it: where it went, how its attempts stand, and the body sent. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['push', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(PUSH_API, id), queryFn: () => getData<CrudRecord>(`${PUSH_API}/detail`, { id }) });
  const field = (name: string, children: ReactNode = text(data?.[name])) => ({ key: name, label: t(`push:${name}`), children });
  return (
    <Modal open width={1000} title={t('push:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
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
              field('sourceNo'),
              field('sourceType', <LabelText value={data.sourceType} labels={PUSH_DOC_TYPE_LABELS} />),
              field('endpointName'),
              field('targetSystem', <LabelText value={data.targetSystem} labels={PUSH_TARGET_SYSTEM_LABELS} />),
              field('pushStatus', <PushStatusTag value={data.pushStatus} pushing={data.pushing === true} />),
              field('pushStates', <PushStatesTag value={data.pushStates} />),
              field('attemptCount'),
              field('sourceVersion'),
              field('lastAttemptAt'),
              field('nextRetryAt'),
              field('takenAt'),
              field('partnerDocId'),
              { ...field('idempotencyKey'), span: 2 },
              { ...field('lastError', data.lastError ? <Typography.Text type="danger">{String(data.lastError)}</Typography.Text> : '--'), span: 2 },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('push:body')}
          </Typography.Title>
          <pre style={{ maxHeight: 360, overflow: 'auto', background: '#fafafa', border: '1px solid #f0f0f0', padding: 12, fontSize: 12 }}>{readable(data.body)}</pre>
        </>
      )}
    </Modal>
  );
}
