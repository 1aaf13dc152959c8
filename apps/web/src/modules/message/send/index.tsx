import { useMemo, useRef, useState } from 'react';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PERMISSIONS, templateVariables, type MessageIdType, type Page, type R } from '@beree/contracts';
import { getData, useContractMessage, type CrudRecord } from '@/components/crud';
import { splitIds } from '@/components/pickers/id-list';
import { useDictionary } from '@/components/pickers/use-dictionary';
import { usePermission } from '@/features/auth/permission';
import { refreshBell } from '@/features/notice/notice-store';
import { request } from '@/shared/request';
import { MESSAGE_API, taskPath } from '../api';
import { MessagePreview } from '../shared/MessagePreview';
import { StatusTag } from '../shared/StatusTag';
import { newIdempotencyKey } from './idempotency';
import { ReceiversField } from './ReceiversField';
import { VariablesFields } from './VariablesFields';

type Template = CrudRecord & { name: string; channel: string; idType: MessageIdType; title?: string | null; content: string; isDiscard?: number };
type Task = CrudRecord & { id: string; status: string };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * 发送消息 (/message/send): a template to receivers, its placeholders filled in, previewed before it
 * goes. The send carries an Idempotency-Key: a retry of the same form (a timeout, a lost answer)
 * reuses it, so the server makes one task; any change, or a success, starts a new one.
 */
export default function SendPage() {
  const { t } = useTranslation('messageCentre');
  const { message } = App.useApp();
  const say = useContractMessage();
  const can = usePermission();
  const navigate = useNavigate();
  const [form] = Form.useForm<CrudRecord>();
  const key = useRef(newIdempotencyKey());
  const [sent, setSent] = useState<Task | null>(null);
  const channels = useDictionary('messageChannel');
  const idTypes = useDictionary('messageIdType');
  const templates = useQuery({ queryKey: ['pickers', `${MESSAGE_API.template}/list`, { size: 100 }], queryFn: () => getData<Page<Template>>(`${MESSAGE_API.template}/list`, { size: 100 }) });
  const templateId = Form.useWatch('templateId', form) as string | undefined;
  const typed = (Form.useWatch('variables', form) as Record<string, string> | undefined) ?? {};
  const template = templates.data?.records.find((row) => String(row.id) === templateId);
  const names = useMemo(() => (template ? templateVariables(`${text(template.title)}\n${template.content}`) : []), [template]);
  const given = Object.fromEntries(Object.entries(typed).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));

  const send = useMutation({
    mutationFn: (body: CrudRecord) => request.post<R<Task>>(MESSAGE_API.send, body, { headers: { 'Idempotency-Key': key.current } }),
    onSuccess: (answer) => {
      key.current = newIdempotencyKey();
      setSent(answer.data);
      message.success(say('toast.done'));
      form.resetFields(['userIds', 'roleIds', 'deptIds', 'receivers', 'variables']);
      // The sender may be among the receivers of an in-app message.
      refreshBell('message');
    },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !template) return;
    const users = template.idType === 'USER_ID';
    const body = {
      templateId: template.id,
      receivers: users ? splitIds(values.userIds) : ((values.receivers as string[] | undefined) ?? []).map((r) => r.trim()),
      roleIds: users ? splitIds(values.roleIds) : undefined,
      deptIds: users ? splitIds(values.deptIds) : undefined,
      variables: Object.fromEntries(names.map((name) => [name, text((values.variables as Record<string, unknown> | undefined)?.[name]).trim()])),
    };
    // A failure is toasted by the request client; the form and its key stay for a retry.
    await send.mutateAsync(body).catch(() => undefined);
  };

  const options = (templates.data?.records ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.name}（${channels.label(row.channel)}）${Number(row.isDiscard) === 1 ? ` · ${t('template.discarded')}` : ''}`,
    disabled: Number(row.isDiscard) === 1,
  }));

  return (
    <Card title={t('send.title')}>
      <Row gutter={24}>
        <Col xs={24} xl={14}>
          <Form
            form={form}
            name="message-send"
            layout="vertical"
            onValuesChange={(changed: CrudRecord) => {
              // Another form is another send: it gets a key of its own.
              key.current = newIdempotencyKey();
              if ('templateId' in changed) form.resetFields(['userIds', 'roleIds', 'deptIds', 'receivers', 'variables']);
            }}
          >
            <Form.Item name="templateId" label={t('send.template')} rules={[{ required: true, message: t('send.templateRequired') }]}>
              <Select showSearch={{ optionFilterProp: 'label' }} loading={templates.isLoading} placeholder={t('send.templatePlaceholder')} options={options} />
            </Form.Item>
            {template && (
              <>
                <Typography.Paragraph type="secondary">
                  {t('send.templateInfo', { channel: channels.label(template.channel), kind: idTypes.label(template.idType) })}
                </Typography.Paragraph>
                <ReceiversField idType={template.idType} />
                <VariablesFields names={names} />
              </>
            )}
          </Form>
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap="middle">
            <MessagePreview title={template?.title} content={template?.content} channel={template?.channel} variables={given} empty="send.previewEmpty" />
            {can(PERMISSIONS.messageSend.send) && (
              <Button type="primary" icon={<SendOutlined />} loading={send.isPending} disabled={!template} onClick={() => void submit()}>
                {t('send.submit')}
              </Button>
            )}
            {sent && (
              <Alert
                type="success"
                showIcon
                title={t('send.sent', { id: sent.id })}
                description={
                  <Flex align="center" gap="small" wrap>
                    <StatusTag value={sent.status} />
                    <Button size="small" onClick={() => void navigate(taskPath(String(sent.id)))}>
                      {t('send.openTask')}
                    </Button>
                  </Flex>
                }
              />
            )}
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
