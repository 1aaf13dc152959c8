import type { SwitchOptions } from '@beree/contracts';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwitchPair } from '@/features/auth/auth-api';

interface SwitchDialogProps {
  open: boolean;
  /** The user's depts and roles; undefined while they load. */
  options?: SwitchOptions;
  title: string;
  hint?: string;
  onSubmit: (pair: SwitchPair) => Promise<void> | void;
  onCancel: () => void;
}

/** A single id of the list, when the active value is one of them (a comma list means "all"). */
const preset = (active: string | undefined, choices: { id: string }[]) =>
  choices.length === 1 ? choices[0].id : choices.some((c) => c.id === active) ? active : undefined;

/** The switch form (spec §3): one of the user's depts and one of their roles, both required. */
export function SwitchDialog({ open, options, title, hint, onSubmit, onCancel }: SwitchDialogProps) {
  const { t } = useTranslation('switch');
  const [form] = Form.useForm<SwitchPair>();
  const [busy, setBusy] = useState(false);
  const hasDepts = (options?.depts.length ?? 0) > 0;

  const finish = async (pair: SwitchPair) => {
    setBusy(true);
    try {
      await onSubmit(pair);
    } catch {
      // The failure was shown where it happened; the dialog stays for another choice.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      confirmLoading={busy}
      okButtonProps={{ disabled: !options }}
      destroyOnHidden
      maskClosable={false}
    >
      {hint && <Alert type="info" showIcon title={hint} style={{ marginBottom: 16 }} />}
      {options && (
        <Form
          form={form}
          name="switch"
          layout="vertical"
          initialValues={{ deptId: preset(options.deptId, options.depts), roleId: preset(options.roleId, options.roles) }}
          onFinish={(pair) => void finish(pair)}
        >
          {hasDepts && (
            <Form.Item name="deptId" label={t('dept')} rules={[{ required: true, message: t('messages:switch.deptId.required') }]}>
              <Select options={options.depts.map((d) => ({ value: d.id, label: d.name }))} />
            </Form.Item>
          )}
          <Form.Item name="roleId" label={t('role')} rules={[{ required: true, message: t('messages:switch.roleId.required') }]}>
            <Select options={options.roles.map((r) => ({ value: r.id, label: r.name }))} />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
