import { Button, Divider, Flex, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WF_FORM_FIELD_TYPES, type WfFormField } from '@beree/contracts';
import { DefaultValueSelect } from './DefaultValueSelect';

interface Props {
  field: WfFormField;
  onChange: (field: WfFormField) => void;
  disabled?: boolean;
}

type Rules = NonNullable<WfFormField['rules']>;
const TEXT_TYPES = ['input', 'textarea'];
const MANY_TYPES = ['select', 'user', 'upload'];
const FIXED_DEFAULT_TYPES = ['input', 'textarea', 'number', 'switch', 'select'];

/** Drops properties set back to empty, so the saved content holds only what was chosen. */
function tidy(field: WfFormField): WfFormField {
  const out = { ...field } as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) if (v === undefined || v === null || v === '') delete out[k];
  if (out.rules && Object.values(out.rules as object).every((v) => v === undefined || v === null || v === '')) delete out.rules;
  return out as unknown as WfFormField;
}

/** The properties of one field: key, labels, type, required, choices, rules, width and default. */
export function FieldProperties({ field, onChange, disabled }: Props) {
  const { t } = useTranslation('flowForm');
  const set = (patch: Partial<WfFormField>) => onChange(tidy({ ...field, ...patch }));
  const setRule = (patch: Partial<Rules>) => set({ rules: { ...field.rules, ...patch } });
  const options = field.options ?? [];
  const setOption = (at: number, patch: Partial<(typeof options)[number]>) => set({ options: options.map((o, i) => (i === at ? { ...o, ...patch } : o)) });
  const number = (v: number | string | null) => (typeof v === 'number' ? v : undefined);

  return (
    <Form layout="vertical" size="small" disabled={disabled} component={false}>
      <Form.Item label={t('prop.key')} help={t('prop.keyHelp')}>
        <Input aria-label={t('prop.key')} value={field.key} onChange={(e) => set({ key: e.target.value })} />
      </Form.Item>
      <Flex gap={8}>
        <Form.Item label={t('prop.labelZh')} style={{ flex: 1 }}>
          <Input aria-label={t('prop.labelZh')} value={field.label?.zh} onChange={(e) => set({ label: { ...field.label, zh: e.target.value } })} />
        </Form.Item>
        <Form.Item label={t('prop.labelEn')} style={{ flex: 1 }}>
          <Input aria-label={t('prop.labelEn')} value={field.label?.en} onChange={(e) => set({ label: { ...field.label, en: e.target.value } })} />
        </Form.Item>
      </Flex>
      <Flex gap={8}>
        <Form.Item label={t('prop.type')} style={{ flex: 1 }}>
          <Select
            aria-label={t('prop.type')}
            value={field.type}
            options={WF_FORM_FIELD_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            // A new type keeps key and labels; what fit the old type only is dropped.
            onChange={(type) => onChange(tidy({ key: field.key, label: field.label, type, required: field.required, span: field.span, ...(type === 'select' ? { options: options.length ? options : [{ value: 'a', label: { zh: '选项一', en: 'Option 1' } }] } : {}) }))}
          />
        </Form.Item>
        <Form.Item label={t('prop.required')}>
          <Switch aria-label={t('prop.required')} checked={!!field.required} onChange={(required) => set({ required })} />
        </Form.Item>
        {MANY_TYPES.includes(field.type) && (
          <Form.Item label={t('prop.multiple')}>
            <Switch aria-label={t('prop.multiple')} checked={!!field.multiple} onChange={(multiple) => set({ multiple, defaultValue: undefined })} />
          </Form.Item>
        )}
      </Flex>
      <Form.Item label={t('prop.span')} help={t('prop.spanHelp')}>
        <InputNumber aria-label={t('prop.span')} min={1} max={24} value={field.span ?? null} onChange={(v) => set({ span: number(v) })} style={{ width: '100%' }} />
      </Form.Item>

      {field.type === 'select' && (
        <>
          <Divider plain>{t('prop.options')}</Divider>
          {options.map((o, i) => (
            <Space.Compact key={i} block style={{ marginBottom: 4 }}>
              <Input aria-label={t('prop.optionValue')} placeholder={t('prop.optionValue')} value={String(o.value)} onChange={(e) => setOption(i, { value: e.target.value })} style={{ width: '28%' }} />
              <Input aria-label={t('prop.labelZh')} placeholder={t('prop.labelZh')} value={o.label.zh} onChange={(e) => setOption(i, { label: { ...o.label, zh: e.target.value } })} />
              <Input aria-label={t('prop.labelEn')} placeholder={t('prop.labelEn')} value={o.label.en} onChange={(e) => setOption(i, { label: { ...o.label, en: e.target.value } })} />
              <Button aria-label={t('prop.removeOption')} icon={<DeleteOutlined />} disabled={options.length < 2} onClick={() => set({ options: options.filter((_, k) => k !== i) })} />
            </Space.Compact>
          ))}
          <Button size="small" icon={<PlusOutlined />} onClick={() => set({ options: [...options, { value: `o${options.length + 1}`, label: { zh: `选项${options.length + 1}`, en: `Option ${options.length + 1}` } }] })}>
            {t('prop.addOption')}
          </Button>
        </>
      )}

      {(TEXT_TYPES.includes(field.type) || field.type === 'number') && <Divider plain>{t('prop.rules')}</Divider>}
      {TEXT_TYPES.includes(field.type) && (
        <>
          <Flex gap={8}>
            <Form.Item label={t('prop.minLength')} style={{ flex: 1 }}>
              <InputNumber aria-label={t('prop.minLength')} min={0} precision={0} value={field.rules?.minLength ?? null} onChange={(v) => setRule({ minLength: number(v) })} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label={t('prop.maxLength')} style={{ flex: 1 }}>
              <InputNumber aria-label={t('prop.maxLength')} min={0} precision={0} value={field.rules?.maxLength ?? null} onChange={(v) => setRule({ maxLength: number(v) })} style={{ width: '100%' }} />
            </Form.Item>
          </Flex>
          <Form.Item label={t('prop.pattern')}>
            <Input aria-label={t('prop.pattern')} value={field.rules?.pattern ?? ''} onChange={(e) => setRule({ pattern: e.target.value || undefined })} />
          </Form.Item>
        </>
      )}
      {field.type === 'number' && (
        <Flex gap={8}>
          <Form.Item label={t('prop.min')} style={{ flex: 1 }}>
            <InputNumber aria-label={t('prop.min')} value={field.rules?.min ?? null} onChange={(v) => setRule({ min: number(v) })} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label={t('prop.max')} style={{ flex: 1 }}>
            <InputNumber aria-label={t('prop.max')} value={field.rules?.max ?? null} onChange={(v) => setRule({ max: number(v) })} style={{ width: '100%' }} />
          </Form.Item>
        </Flex>
      )}

      <Divider plain>{t('prop.default')}</Divider>
      {FIXED_DEFAULT_TYPES.includes(field.type) && !field.multiple && !field.defaultValueId && (
        <Form.Item label={t('prop.fixedDefault')}>
          {field.type === 'number' ? (
            <InputNumber aria-label={t('prop.fixedDefault')} value={typeof field.defaultValue === 'number' ? field.defaultValue : null} onChange={(v) => set({ defaultValue: number(v) })} style={{ width: '100%' }} />
          ) : field.type === 'switch' ? (
            <Switch aria-label={t('prop.fixedDefault')} checked={field.defaultValue === true} onChange={(on) => set({ defaultValue: on || undefined })} />
          ) : field.type === 'select' ? (
            <Select aria-label={t('prop.fixedDefault')} allowClear value={field.defaultValue ?? undefined} options={options.map((o) => ({ value: o.value, label: String(o.value) }))} onChange={(v) => set({ defaultValue: v })} />
          ) : (
            <Input aria-label={t('prop.fixedDefault')} value={typeof field.defaultValue === 'string' ? field.defaultValue : ''} onChange={(e) => set({ defaultValue: e.target.value || undefined })} />
          )}
        </Form.Item>
      )}
      {field.defaultValue == null && (
        <Form.Item label={t('prop.savedDefault')} help={t('prop.savedDefaultHelp')}>
          <DefaultValueSelect fieldType={field.type} value={field.defaultValueId ?? undefined} onChange={(defaultValueId) => set({ defaultValueId })} />
        </Form.Item>
      )}
    </Form>
  );
}
