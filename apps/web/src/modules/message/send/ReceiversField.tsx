import { Col, Form, Row, Select, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_RECEIVERS, receiverProblem, type MessageIdType } from '@beree/contracts';
import { RemoteTreeSelect } from '@/components/pickers/RemoteTreeSelect';
import { splitIds } from '@/components/pickers/id-list';
import { UserSelect } from '@/components/pickers/UserSelect';
import { useDictionary } from '@/components/pickers/use-dictionary';
import { useLang } from '@/components/crud/use-lang';
import { contractText } from '@/features/locale/contract-text';

const SEPARATORS = [',', '，', ';', '；', ' ', '\n', '\t'];

/**
 * Who gets the message. A template addressing users takes users, and the users of roles and
 * departments; any other takes up to 100 phones, e-mail addresses or ids typed or pasted as tags.
 */
export function ReceiversField({ idType }: { idType: MessageIdType }) {
  const { t } = useTranslation('messageCentre');
  const lang = useLang();
  const { label } = useDictionary('messageIdType');
  const say = (key: string, vars?: Record<string, string | number>) => contractText(key, lang, vars);
  const fail = (text: string) => Promise.reject(new Error(text));

  if (idType === 'USER_ID') {
    // One of the three is enough; each is checked again when another changes.
    const someone: FormRule = ({ getFieldValue }) => ({
      validator: () => (['userIds', 'roleIds', 'deptIds'].some((name) => splitIds(getFieldValue(name)).length > 0) ? Promise.resolve() : fail(say('message.receivers.required'))),
    });
    const tooMany: FormRule = { validator: (_rule, value: unknown) => (splitIds(value).length > MESSAGE_MAX_RECEIVERS ? fail(say('message.receivers.tooMany')) : Promise.resolve()) };
    return (
      <Row gutter={16}>
        <Col span={24}>
          <Form.Item name="userIds" label={t('send.users')} rules={[someone, tooMany]} dependencies={['roleIds', 'deptIds']}>
            <UserSelect placeholder={t('send.usersPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="roleIds" label={t('send.roles')}>
            <RemoteTreeSelect url="/blade-system/role/tree" multiple placeholder={t('send.rolesPlaceholder')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="deptIds" label={t('send.depts')}>
            <RemoteTreeSelect url="/blade-system/dept/tree" multiple placeholder={t('send.deptsPlaceholder')} />
          </Form.Item>
        </Col>
      </Row>
    );
  }

  const valid: FormRule = {
    validator: (_rule, value: unknown) => {
      const receivers = Array.isArray(value) ? (value as string[]) : [];
      if (receivers.length === 0) return fail(say('message.receivers.required'));
      if (receivers.length > MESSAGE_MAX_RECEIVERS) return fail(say('message.receivers.tooMany'));
      for (const receiver of receivers) {
        const problem = receiverProblem(idType, receiver);
        if (problem) return fail(idType === 'PHONE' ? say('message.receiver.phone', { receiver, problem: say(problem) }) : say(problem, { receiver }));
      }
      return Promise.resolve();
    },
  };
  return (
    <Form.Item name="receivers" required label={t('send.receiversOf', { kind: label(idType) })} rules={[valid]} extra={t('send.receiversHelp', { max: MESSAGE_MAX_RECEIVERS })}>
      <Select
        mode="tags"
        open={false}
        suffixIcon={null}
        tokenSeparators={SEPARATORS}
        maxCount={MESSAGE_MAX_RECEIVERS}
        placeholder={t('send.receiversPlaceholder')}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );
}
