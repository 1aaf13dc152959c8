import { useEffect, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CccCall } from '@beree/contracts';
import { getData } from '@/components/crud';
import { DirectionTag, Disposition, Duration, Initiator } from './call-fields';
import { CALL_API } from './api';

const text = (value: unknown) => (value == null || value === '' ? '--' : String(value));

/** One call as the provider keeps it: the parties, its times, who answered and how it ended, the satisfaction survey. */
export function CallDialog({ instanceId, contactId, onClose }: { instanceId: string; contactId: string; onClose: () => void }) {
  const { t } = useTranslation(['ccc', 'crud']);
  const { data, isError } = useQuery({
    queryKey: ['ccc-call', instanceId, contactId],
    queryFn: () => getData<CccCall>(`${CALL_API}/detail`, { instanceId, contactId }),
  });
  // A failed read is toasted by the request client; the dialog has nothing to show then.
  useEffect(() => {
    if (isError) onClose();
  }, [isError, onClose]);
  if (isError) return null;
  // A value with its note beside it: a number with where it is, a score with its words.
  const noted = (value: unknown, note: string | null) => (value == null || value === '' ? '--' : note ? t('withNote', { text: value, note }) : String(value));
  const item = (name: keyof CccCall, children: ReactNode = text(data?.[name]), span = 1) => ({ key: name, label: t(name === 'agentNames' ? 'agent' : name), children, span });
  return (
    <Modal open width={880} title={t('detailTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={2}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            item('contactId', text(data.contactId), 2),
            item('caller', noted(data.caller, data.callerLocation)),
            item('callee', noted(data.callee, data.calleeLocation)),
            item('direction', <DirectionTag value={data.direction} />),
            item('disposition', <Disposition value={data.disposition} />),
            item('startTime'),
            item('establishedTime'),
            item('releaseTime'),
            item('duration', <Duration seconds={data.duration} />),
            item('agentNames'),
            item('skillGroupNames'),
            item('releaseInitiator', <Initiator value={data.releaseInitiator} />),
            item('releaseReason'),
            item('satisfaction', noted(data.satisfaction, data.satisfactionDescription)),
            item('satisfactionSurveyChannel'),
          ]}
        />
      )}
    </Modal>
  );
}
