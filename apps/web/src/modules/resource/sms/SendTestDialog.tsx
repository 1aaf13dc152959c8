import { App, Table, Tag } from 'antd';
import type { FormRule } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { mobileProblem } from '@beree/contracts';
import { ActionDialog, contractRule, postCommand, type CrudColumn, type CrudRecord } from '@/components/crud';
import { currentLanguage } from '@/features/locale/i18n';
import { contractText } from '@/features/locale/contract-text';
import { SMS_API } from './config';

interface SendResult {
  phone: string;
  success: boolean;
  providerMsgId: string | null;
  error: string | null;
}

/** The phones as typed, split where the server splits them (commas, Chinese commas, spaces). */
const phonesOf = (value: unknown) => String(value ?? '').split(/[,，\s]+/).filter(Boolean);

/** Each phone by the rules of spec §5; with several, the message names the wrong one. */
const phonesRule: FormRule = {
  validator: async (_rule, value: unknown) => {
    const phones = phonesOf(value);
    const lang = currentLanguage();
    if (phones.length === 0) throw new Error(contractText('phone.required', lang));
    for (const phone of phones) {
      const problem = mobileProblem(phone);
      if (problem) throw new Error(phones.length === 1 ? contractText(problem, lang) : contractText('sms.phone.invalid', lang, { phone, problem: contractText(problem, lang) }));
    }
  },
};

/** The template's variables: blank, or a JSON object. */
const paramsRule = contractRule((value) => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? null : 'sms.params.invalid';
  } catch {
    return 'sms.params.invalid';
  }
});

const columns: CrudColumn[] = [
  { name: 'phones', label: 'sms:phones', form: { type: 'input', span: 24, rules: [phonesRule], help: 'sms:phonesHelp' } },
  { name: 'params', label: 'sms:params', form: { type: 'textarea', span: 24, rules: [paramsRule], help: 'sms:paramsHelp' } },
];

/** What the provider answered for each phone. */
function SendResults({ rows }: { rows: SendResult[] }) {
  const { t } = useTranslation('sms');
  return (
    <Table<SendResult>
      size="small"
      rowKey="phone"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t('phone'), dataIndex: 'phone', width: 130 },
        { title: t('result'), dataIndex: 'success', width: 90, render: (ok: boolean) => <Tag color={ok ? 'success' : 'error'}>{t(ok ? 'sent' : 'failed')}</Tag> },
        { title: t('detail'), render: (_, row) => row.providerMsgId ?? row.error ?? '--' },
      ]}
    />
  );
}

/**
 * 发送测试: the configuration's template to the phones typed, with the template's variables. The
 * phones are checked here first; what the server refuses (whitelist, per-phone limits, the
 * provider) is toasted by the request client, and what it sent is listed phone by phone.
 */
export function SendTestDialog({ config, onClose }: { config: CrudRecord; onClose: () => void }) {
  const { t } = useTranslation('sms');
  const { modal } = App.useApp();
  const send = useMutation({
    mutationFn: (values: CrudRecord) => {
      const params = String(values.params ?? '').trim();
      return postCommand<SendResult[]>(`${SMS_API}/endpoint/send-message`, undefined, { code: config.smsCode, phones: phonesOf(values.phones).join(','), ...(params ? { params } : {}) });
    },
    onSuccess: (rows) => void modal.info({ title: t('resultTitle'), width: 640, okText: t('crud:close'), content: <SendResults rows={rows} /> }),
  });
  return (
    <ActionDialog title="sms:sendTest" okText="sms:send" columns={columns} submitting={send.isPending} onSubmit={send.mutateAsync} onClose={onClose} />
  );
}
