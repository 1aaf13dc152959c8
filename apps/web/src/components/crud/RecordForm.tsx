import { Col, Form, Input, Row, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { contractText } from '@/features/locale/contract-text';
import { FieldWidget, isChoiceType } from './FieldWidget';
import { isRequiredBySchema, schemaRule } from './schema-rules';
import type { CrudColumn, CrudRecord, DialogMode, ObjectSchema } from './types';
import { useLang } from './use-lang';

interface RecordFormProps {
  form: FormInstance<CrudRecord>;
  columns: CrudColumn[];
  schema?: ObjectSchema;
  mode: DialogMode;
  initialValues?: CrudRecord;
  onValuesChange?: (changed: CrudRecord, all: CrudRecord) => void;
}

/** Empty is nothing, or blank text; 0 is a value (e.g. 封存 否). */
const requiredRule = (text: string): FormRule => ({
  validator: async (_rule, value: unknown) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) throw new Error(text);
  },
});

/** Whether the column is a field of the dialog in this mode. */
export const inMode = (column: CrudColumn, mode: DialogMode) => !!column.form && (!column.form.modes || column.form.modes.includes(mode));

/**
 * The fields of the add / edit / view dialog, laid out on a 24-column grid. Viewing shows values
 * only: no required marks, no placeholders, nothing to check, so it does not look editable.
 */
export function RecordForm({ form, columns, schema, mode, initialValues, onValuesChange }: RecordFormProps) {
  const { t } = useTranslation('crud');
  const lang = useLang();
  const readOnly = mode === 'view';

  return (
    <Form<CrudRecord>
      form={form}
      name="record"
      labelCol={{ flex: '120px' }}
      labelWrap
      initialValues={initialValues}
      disabled={readOnly}
      requiredMark={!readOnly}
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        {columns
          .filter((column) => inMode(column, mode))
          .map((column) => {
            const field = column.form!;
            const label = t(column.label);
            const fieldSchema = field.unchecked ? undefined : schema?.shape[column.name];
            const rules: FormRule[] = readOnly
              ? []
              : [
                  ...(field.requiredKey ? [requiredRule(contractText(field.requiredKey, lang))] : []),
                  ...(fieldSchema ? [schemaRule(fieldSchema, lang, label)] : []),
                  ...(field.rules ?? []),
                  ...(field.modeRules?.(mode) ?? []),
                ];
            if (field.hidden) {
              return (
                <Form.Item key={column.name} name={column.name} rules={rules} hidden>
                  <Input />
                </Form.Item>
              );
            }
            const item = (
              <Col key={column.name} span={field.span ?? 12}>
                <Form.Item
                  name={column.name}
                  label={label}
                  rules={rules}
                  dependencies={field.dependencies}
                  extra={field.help ? t(field.help) : undefined}
                  // Left undefined, antd marks the field required from a `required` rule of its own.
                  required={!readOnly && (field.requiredKey || (fieldSchema && isRequiredBySchema(fieldSchema))) ? true : undefined}
                  // Text is checked when the user leaves it; a choice as soon as it is made.
                  validateTrigger={isChoiceType(field.type) ? ['onChange', 'onBlur'] : 'onBlur'}
                >
                  <FieldWidget
                    column={column}
                    type={field.type}
                    viewing={readOnly}
                    disabled={readOnly || field.readOnly || (mode === 'edit' && Boolean(field.disabledOnEdit))}
                  />
                </Form.Item>
              </Col>
            );
            const when = field.when;
            if (!when) return item;
            return (
              <Form.Item key={column.name} noStyle shouldUpdate>
                {() => (when(form.getFieldsValue(true) as CrudRecord) ? item : null)}
              </Form.Item>
            );
          })}
      </Row>
    </Form>
  );
}
