import { useId } from 'react';
import { Col, Form, Row, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WfFormContent, WfFormField } from '@beree/contracts';
import { useLang } from '@/components/crud/use-lang';
import { FieldControl } from './FieldControl';
import type { FieldPermissions } from './form-values';

interface Props {
  content: WfFormContent;
  /** Per field key; a field not listed is shown and writable (a start form without settings). */
  permissions?: FieldPermissions;
  form?: FormInstance;
  /** Every field read-only (a detail page, or a task that is not the user's). */
  readOnly?: boolean;
  initialValues?: Record<string, unknown>;
  /** Prefixes the controls' ids, so a form shown inside another form keeps its ids apart. */
  name?: string;
}

/**
 * A designed form drawn with antd: the fields a node may read, in the form's columns, read-only
 * where the node does not let the user write; the form's rules become antd rules.
 */
export function FormRenderer({ content, permissions, form, readOnly, initialValues, name = 'wf_form' }: Props) {
  const { t } = useTranslation('work');
  const lang = useLang();
  // Pages of other tabs stay mounted: each form's control ids are its own, so labels find their control.
  const prefix = `${name}${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const columns = content.columns ?? 1;
  const rulesOf = (field: WfFormField, label: string): FormRule[] => {
    const r = field.rules;
    const custom = r?.message?.[lang];
    const out: FormRule[] = [];
    if (field.required) out.push({ required: true, message: t('form.required', { label }) });
    if (r?.minLength != null) out.push({ min: r.minLength, message: custom ?? t('form.tooShort', { label, min: r.minLength }) });
    if (r?.maxLength != null) out.push({ max: r.maxLength, message: custom ?? t('form.tooLong', { label, max: r.maxLength }) });
    if (r?.pattern) out.push({ pattern: new RegExp(r.pattern, 'u'), message: custom ?? t('form.pattern', { label }) });
    if (r?.min != null) out.push({ type: 'number', min: r.min, message: custom ?? t('form.min', { label, min: r.min }) });
    if (r?.max != null) out.push({ type: 'number', max: r.max, message: custom ?? t('form.max', { label, max: r.max }) });
    return out;
  };
  return (
    // No <form> element of its own: the designer previews it inside the form dialog.
    <Form form={form} name={prefix} component={false} layout="vertical" initialValues={initialValues} requiredMark={!readOnly}>
      <Row gutter={16}>
        {content.fields.map((field) => {
          const permission = permissions?.[field.key] ?? { readable: true, writable: true };
          if (!permission.readable) return null;
          const disabled = readOnly || !permission.writable;
          const label = field.label[lang];
          return (
            <Col key={field.key} span={field.span ?? Math.floor(24 / columns)}>
              <Form.Item name={field.key} label={label} rules={disabled ? [] : rulesOf(field, label)} valuePropName={field.type === 'switch' ? 'checked' : 'value'}>
                <FieldControl field={field} lang={lang} disabled={disabled} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
