import { Col, Form, Input, InputNumber, Row, Switch, theme, Typography, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { CHANNEL_SETTINGS, channelAccountSubmitSchema, MESSAGE_CHANNELS, type ChannelSetting, type MessageChannel } from '@beree/contracts';
import type { CrudRecord, DialogMode, WidgetProps } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';
import { currentLanguage } from '@/features/locale/i18n';
import { contractText } from '@/features/locale/contract-text';

type Settings = Record<string, unknown>;

const isChannel = (value: unknown): value is MessageChannel => MESSAGE_CHANNELS.includes(value as MessageChannel);
const isBlank = (value: unknown) => value == null || (typeof value === 'string' && value.trim() === '');

/** Asterisks on what must be filled: a secret already stored may stay blank. */
const mandatory = (setting: ChannelSetting, stored: boolean) => Boolean(setting.required) && !(setting.secret && stored);

/**
 * The settings of the chosen channel's account (CHANNEL_SETTINGS), drawn from the contracts' list.
 * A secret is typed masked and never shown back: an edit shows only its last four characters, and
 * leaving it blank keeps the stored one.
 */
export function SettingsField({ id = 'settings', value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation('messageCentre');
  const lang = useLang();
  const { token } = theme.useToken();
  const form = Form.useFormInstance();
  const channel = Form.useWatch('channel', form) as unknown;
  const hints = (Form.useWatch('secretHints', form) as Record<string, string> | null | undefined) ?? {};
  const settings = (value as Settings | null | undefined) ?? {};
  const list = isChannel(channel) ? CHANNEL_SETTINGS[channel] : null;
  const set = (name: string, next: unknown) => onChange?.({ ...settings, [name]: next });

  const control = (setting: ChannelSetting) => {
    const inputId = `${id}_${setting.name}`;
    const current = settings[setting.name];
    if (setting.kind === 'boolean') return <Switch id={inputId} disabled={disabled} checked={current === true} onChange={(checked) => set(setting.name, checked)} />;
    if (setting.kind === 'number') {
      return <InputNumber id={inputId} disabled={disabled} style={{ width: '100%' }} placeholder={setting.hint} value={current == null || current === '' ? null : Number(current)} onChange={(next) => set(setting.name, next)} />;
    }
    if (setting.secret) {
      const placeholder = hints[setting.name] ? t('account.keepSecret') : setting.hint;
      return <Input.Password id={inputId} disabled={disabled} autoComplete="new-password" placeholder={placeholder} value={(current as string | undefined) ?? ''} onChange={(e) => set(setting.name, e.target.value)} />;
    }
    return <Input id={inputId} disabled={disabled} allowClear placeholder={setting.hint} value={(current as string | undefined) ?? ''} onChange={(e) => set(setting.name, e.target.value)} />;
  };

  if (!list || list.length === 0) {
    return <Typography.Text type="secondary">{t(list ? 'account.noSettings' : 'account.chooseChannel')}</Typography.Text>;
  }
  return (
    <div style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: `${token.paddingSM}px ${token.paddingSM}px 0` }}>
      <Row gutter={16}>
        {list.map((setting) => (
          <Col key={setting.name} span={12}>
            <Form.Item
              layout="vertical"
              label={setting.label[lang]}
              htmlFor={`${id}_${setting.name}`}
              required={!disabled && mandatory(setting, Boolean(hints[setting.name]))}
              extra={setting.secret && hints[setting.name] ? t('account.storedSecret', { hint: `••••${hints[setting.name]}` }) : undefined}
              style={{ marginBottom: token.marginSM }}
            >
              {control(setting)}
            </Form.Item>
          </Col>
        ))}
      </Row>
    </div>
  );
}

/**
 * The contracts' checks of the settings (required ones, whole numbers, the API address), run on the
 * chosen channel; an edit may leave a secret blank. The first problem is named under the block.
 */
export const settingsRule =
  (mode: DialogMode): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const channel = getFieldValue('channel') as unknown;
      if (!isChannel(channel)) return;
      const probe = { name: 'x', channel, settings: value ?? {}, id: mode === 'edit' ? '1' : undefined };
      const issue = channelAccountSubmitSchema.safeParse(probe).error?.issues.find((i) => i.path[0] === 'settings');
      if (!issue) return;
      const lang = currentLanguage();
      const setting = CHANNEL_SETTINGS[channel].find((s) => s.name === issue.path[1]);
      throw new Error(contractText(issue.message, lang, { field: setting ? setting.label[lang] : String(issue.path[1] ?? '') }));
    },
  });

/**
 * The body of submit: only the chosen channel's settings travel; a blank secret is left out (the
 * stored one stays), other blanks are cleared; the hints of stored secrets stay behind.
 */
export function accountBody({ secretHints: _hints, settings, ...values }: CrudRecord): CrudRecord {
  const given = (settings ?? {}) as Settings;
  const kept: Settings = {};
  for (const setting of isChannel(values.channel) ? CHANNEL_SETTINGS[values.channel] : []) {
    const current = given[setting.name];
    if (setting.secret && isBlank(current)) continue;
    if (setting.kind === 'boolean') kept[setting.name] = current === true;
    else kept[setting.name] = isBlank(current) ? null : typeof current === 'string' && !setting.secret ? current.trim() : current;
  }
  return { ...values, settings: kept, isDefault: Number(values.isDefault) === 1 ? 1 : 0 };
}
