import { useState } from 'react';
import { Form, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SMS_NEEDS, type SmsCategory } from '@beree/contracts';
import type { CrudRecord, WidgetProps } from '@/components/crud';

/** The provider chosen in the form (the dictionary select answers text, the server a number). */
export const categoryOf = (values: CrudRecord): SmsCategory | undefined => {
  const category = Number(values.category);
  return category in SMS_NEEDS ? (category as SmsCategory) : undefined;
};

/** Whether the chosen provider needs the setting (SMS_NEEDS). */
export const needs = (setting: keyof (typeof SMS_NEEDS)[SmsCategory]) => (values: CrudRecord) => {
  const category = categoryOf(values);
  return category !== undefined && SMS_NEEDS[category][setting];
};

/** Yunpian names its one secret the apikey; the others a SecretKey. */
export const isYunpian = (values: CrudRecord) => categoryOf(values) === 1;

/** Only Aliyun and Tencent Cloud address a region. */
export const hasRegion = (values: CrudRecord) => categoryOf(values) === 3 || categoryOf(values) === 4;

/** A custom field is asked for as a choice (请选择…); these are typed (请输入…). */
function useTypedPlaceholder(label: string): string {
  const { t } = useTranslation();
  return t('crud:placeholder.input', { label: t(label) });
}

const REGIONS: Partial<Record<SmsCategory, string>> = { 3: 'cn-hangzhou', 4: 'ap-guangzhou' };
const ENDPOINTS: Record<SmsCategory, string> = {
  1: 'https://sms.yunpian.com',
  2: 'https://sms.qiniuapi.com',
  3: 'https://dysmsapi.aliyuncs.com',
  4: 'https://sms.tencentcloudapi.com',
};

/**
 * A text field whose example follows the chosen provider (its region, its public address). What is
 * typed reaches the form when the user leaves the field, so it is checked then, as other typed text
 * is, not at every key; clearing it counts at once.
 */
function ProviderInput({ examples, label, id, value, onChange, onBlur, disabled }: WidgetProps & { examples: Partial<Record<SmsCategory, string>>; label: string }) {
  const typed = useTypedPlaceholder(label);
  const category = categoryOf({ category: Form.useWatch('category', Form.useFormInstance()) });
  const [draft, setDraft] = useState<string | null>(null);
  const commit = (text: string) => {
    setDraft(null);
    onChange?.(text);
  };
  return (
    <Input
      id={id}
      allowClear
      disabled={disabled}
      placeholder={(category && examples[category]) || typed}
      value={draft ?? (value as string | undefined) ?? ''}
      onChange={(e) => (e.target.value === '' ? commit('') : setDraft(e.target.value))}
      onBlur={() => {
        if (draft !== null) commit(draft);
        onBlur?.();
      }}
    />
  );
}

export const RegionInput = (props: WidgetProps) => <ProviderInput {...props} examples={REGIONS} label="sms:regionId" />;
export const EndpointInput = (props: WidgetProps) => <ProviderInput {...props} examples={ENDPOINTS} label="sms:endpoint" />;

/**
 * The provider's secret, typed masked and never shown back: an edit names only its last four
 * characters, and leaving it blank keeps the stored one.
 */
export function SecretInput({ label, id, value, onChange, onBlur, disabled }: WidgetProps & { label: string }) {
  const { t } = useTranslation('sms');
  const placeholder = useTypedPlaceholder(label);
  const hint = Form.useWatch('secretHint', Form.useFormInstance()) as string | null | undefined;
  return (
    <>
      <Input.Password
        id={id}
        autoComplete="new-password"
        disabled={disabled}
        placeholder={hint ? t('keepSecret') : placeholder}
        value={(value as string | undefined) ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={onBlur}
      />
      {hint && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4 }}>
          {t('storedSecret', { hint: `••••${hint}` })}
        </Typography.Text>
      )}
    </>
  );
}

/** Status 2 is the tenant's enabled configuration; every other one is not. */
export function StatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation('sms');
  return Number(value) === 2 ? <Tag color="success">{t('enabled')}</Tag> : <Tag>{t('notEnabled')}</Tag>;
}
