import { Flex, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, type Page, type WfFormContent } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';
import { extensionsOf, FORM_PROPERTY, type BusinessObject, type DiagramEditor, type Shape } from './editor';

interface FormRow {
  formKey: string;
  name: string;
  content: WfFormContent | null;
}

export type FieldAccess = 'editable' | 'readonly' | 'hidden';

const ACCESS: Record<FieldAccess, { readable: boolean; writable: boolean }> = {
  editable: { readable: true, writable: true },
  readonly: { readable: true, writable: false },
  hidden: { readable: false, writable: false },
};

/** A field's access as `<flowable:formProperty readable writable>` says; a field not listed is editable. */
export function accessOf(property: BusinessObject | undefined): FieldAccess {
  if (!property) return 'editable';
  if (property.get('readable') === false) return 'hidden';
  return property.get('writable') === false ? 'readonly' : 'editable';
}

/**
 * 表单: the form the task's handler fills in (flowable:formKey, from the tenant's forms) and what
 * this step may do with each of its fields: edit, only read, or not see. Every field of the form is
 * then listed as a `<flowable:formProperty id readable writable/>`.
 */
export function FormField({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t, i18n } = useTranslation('flow');
  const { data, isLoading } = useRemote<Page<FormRow>>('/blade-workflow/design/form/list', { size: MAX_PAGE_SIZE });
  const formKey = element.businessObject.get('flowable:formKey');
  const key = typeof formKey === 'string' && formKey ? formKey : undefined;
  const form = data?.records.find((f) => f.formKey === key);
  const fields = form?.content?.fields ?? [];
  const properties = new Map(extensionsOf(element, FORM_PROPERTY).map((p) => [String(p.get('id')), p]));
  const lang = i18n.language.startsWith('zh') ? 'zh' : 'en';
  const setAccess = (fieldKey: string, access: FieldAccess) =>
    editor.setExtensions(
      element,
      FORM_PROPERTY,
      fields.map((f) => ({ id: f.key, ...ACCESS[f.key === fieldKey ? access : accessOf(properties.get(f.key))] })),
    );
  const options = (['editable', 'readonly', 'hidden'] as const).map((value) => ({ value, label: t(`designer.access.${value}`) }));

  return (
    <>
      <Form.Item label={t('designer.form')}>
        <Select
          aria-label={t('designer.form')}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          loading={isLoading}
          placeholder={t('designer.chooseForm')}
          value={key}
          options={(data?.records ?? []).map((f) => ({ value: f.formKey, label: `${f.name} (${f.formKey})` }))}
          onChange={(next?: string) => editor.setFormKey(element, next)}
        />
      </Form.Item>
      {key && data && !form && <Typography.Text type="warning">{t('designer.formMissing', { key })}</Typography.Text>}
      {fields.length > 0 && (
        <Form.Item label={t('designer.fieldAccess')}>
          <Flex vertical gap={4} data-testid="field-access">
            {fields.map((f) => (
              <Flex key={f.key} justify="space-between" align="center" gap="small">
                <Typography.Text ellipsis>{f.label[lang]}</Typography.Text>
                <Select
                  size="small"
                  aria-label={f.label[lang]}
                  style={{ width: 110, flex: 'none' }}
                  value={accessOf(properties.get(f.key))}
                  options={options}
                  onChange={(access: FieldAccess) => setAccess(f.key, access)}
                />
              </Flex>
            ))}
          </Flex>
        </Form.Item>
      )}
    </>
  );
}
