import { useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Col, Descriptions, Form, Input, Modal, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, postCommand, useContractMessage, type CrudRecord } from '@/components/crud';
import { useSessionStore } from '@/features/auth/session-store';
import { isWarning, markRefusal } from '../document/refusal';
import { SURGICAL_API } from './api';
import { toBodyRelease, toReleaseLines, type ReleaseLine } from './release-lines';
import { ReleaseLinesField } from './ReleaseLinesField';
import { text } from '../document/text';


/**
 * 出库: the dealer releases the kit booked for an operation — who follows it into the theatre, and
 * per line how many units leave, their batch and, for implants, each unit. The server checks what a
 * shipped delivery note must pass (R29); what it only warns of is shown to accept before sending again.
 */
export function ReleaseDialog({ record, onClose }: { record: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation(['surgical', 'crud']);
  const say = useContractMessage();
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const userName = useSessionStore((s) => s.userInfo?.real_name);
  const [form] = Form.useForm<CrudRecord>();
  const id = String(record.id);
  const { data } = useQuery({ queryKey: crudKeys.detail(SURGICAL_API, id), queryFn: () => getData<CrudRecord & { lines: CrudRecord[] }>(`${SURGICAL_API}/detail`, { id }), gcTime: 0 });

  useEffect(() => {
    if (data) form.setFieldsValue({ followerName: data.followerName ?? userName ?? '', followerPhone: data.followerPhone ?? '', lines: toReleaseLines(data.lines) });
  }, [data, form, userName]);

  const send = async (acknowledgeWarnings: boolean) => {
    const values = form.getFieldsValue(true) as CrudRecord;
    const body = {
      version: data?.version,
      followerName: values.followerName || undefined,
      followerPhone: values.followerPhone || undefined,
      lines: toBodyRelease(values.lines as ReleaseLine[]),
      ...(acknowledgeWarnings ? { acknowledgeWarnings } : {}),
    };
    await postCommand(`${SURGICAL_API}/release`, body, { ids: id });
    message.success(say('toast.done'));
    await queryClient.invalidateQueries({ queryKey: crudKeys.all(SURGICAL_API) });
    onClose();
  };

  const release = async () => {
    if (!(await form.validateFields().then(() => true, () => false))) return;
    try {
      await send(false);
    } catch (error) {
      if (!isWarning(error)) return void markRefusal(form, error);
      modal.confirm({
        title: t('surgical:warningsTitle'),
        content: (error as Error).message,
        okText: t('surgical:releaseAnyway'),
        cancelText: t('crud:cancel'),
        onOk: () => send(true).catch((again: unknown) => void markRefusal(form, again)),
      });
    }
  };

  const label = (name: string) => t(`surgical:${name}`);
  return (
    <Modal open width={1240} title={t('surgical:releaseTitle', { no: String(record.surgicalOrderNo ?? '') })} okText={t('surgical:action.release')} cancelText={t('crud:cancel')} onOk={release} onCancel={onClose} mask={{ closable: false }} destroyOnHidden>
      {!data ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical">
          <Descriptions
            size="small"
            column={4}
            items={[
              { key: 'hospitalName', label: label('hospitalName'), children: text(data.hospitalName) },
              { key: 'surgeryDateTime', label: label('surgeryDateTime'), children: text(data.surgeryDateTime) },
              { key: 'departmentName', label: label('departmentName'), children: text(data.departmentName) },
              { key: 'operatingRoom', label: label('operatingRoom'), children: text([data.operatingRoom, data.tableNo].filter(Boolean).join(' · ')) },
            ]}
          />
          <Row gutter={16} style={{ marginTop: 16 }}>
            <Col span={6}>
              <Form.Item name="followerName" label={label('followerName')}>
                <Input maxLength={32} placeholder={t('crud:placeholder.input', { label: label('followerName') })} />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item name="followerPhone" label={label('followerPhone')}>
                <Input maxLength={20} placeholder={t('crud:placeholder.input', { label: label('followerPhone') })} />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Title level={5}>{label('lines')}</Typography.Title>
          <ReleaseLinesField form={form} />
        </Form>
      )}
    </Modal>
  );
}
