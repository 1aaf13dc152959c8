import { Col, Form, Input, Row, type FormInstance, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { isRequiredBySchema, schemaRule } from '@/components/crud/schema-rules';
import type { CrudRecord, ObjectSchema } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { ExtraFieldWidget, isChoice } from './ExtraFieldWidget';
import { requiredRule } from './rules';
import type { DialogMode, ExtraColumn } from './types';

interface ExtraRecordFormProps {
  form: FormInstance<CrudRecord>;
  columns: ExtraColumn[];
  schema?: ObjectSchema;
  mode: DialogMode;
  initialValues?: CrudRecord;
  onValuesChange?: (changed: CrudRecord, all: CrudRecord) => void;
}

/** Whether the field takes part in the dialog of this mode. */
export const inMode = (column: ExtraColumn, mode: DialogMode) => !!column.form && (!column.form.modes || column.form.modes.includes(mode));

/** The fields of a dialog on a 24-column grid; the contracts' zod fields give the rules, as in the CRUD layer. */
export function ExtraRecordForm({ form, columns, schema, mode, initialValues, onValuesChange }: ExtraRecordFormProps) {
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
      onValuesChange={onValuesChange}
    >
      <Row gutter={16}>
        {columns.filter((column) => inMode(column, mode)).map((column) => {
          const field = column.form!;
          const label = t(column.label);
          const fieldSchema = field.unchecked ? undefined : schema?.shape[column.name];
          const rules: FormRule[] = [
            ...(field.requiredKey ? [requiredRule(field.requiredKey)] : []),
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
          return (
            <Col key={column.name} span={field.span ?? 12}>
              <Form.Item
                name={column.name}
                label={label}
                rules={rules}
                dependencies={field.dependencies}
                extra={field.help ? t(field.help) : undefined}
                // Left undefined, antd marks the field required from a `required` rule of its own.
                required={field.requiredKey || (fieldSchema && isRequiredBySchema(fieldSchema)) ? true : undefined}
                validateTrigger={isChoice(column) ? ['onChange', 'onBlur'] : 'onBlur'}
              >
                <ExtraFieldWidget column={column} disabled={readOnly || field.readOnly || (mode === 'edit' && Boolean(field.disabledOnEdit))} />
              </Form.Item>
            </Col>
          );
        })}
      </Row>
    </Form>
  );
}
