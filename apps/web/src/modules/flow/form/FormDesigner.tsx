import { useState } from 'react';
import { Button, Card, Col, Empty, Flex, InputNumber, Row, Space, Tag, Tooltip, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WF_FORM_FIELD_TYPES, wfFormFieldSchema, type WfFormContent, type WfFormField } from '@beree/contracts';
import { useLang } from '@/components/crud/use-lang';
import { FormRenderer } from '@/modules/work/form/FormRenderer';
import { toFormValues } from '@/modules/work/form/form-values';
import { FieldProperties } from './FieldProperties';
import { moved, newField } from './new-field';

interface Props {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
}

const EMPTY: WfFormContent = { fields: [] };
const fixedDefaults = (content: WfFormContent) => Object.fromEntries(content.fields.filter((f) => f.defaultValue != null).map((f) => [f.key, f.defaultValue]));
const asContent = (value: unknown): WfFormContent => (value && typeof value === 'object' && Array.isArray((value as WfFormContent).fields) ? (value as WfFormContent) : EMPTY);

/**
 * The form designer: the fields in order (add one of a type, move, remove), the properties of the
 * one chosen, and the form as users will see it. It edits the form's content as one value.
 */
export function FormDesigner({ id, value, onChange, disabled }: Props) {
  const { t } = useTranslation('flowForm');
  const lang = useLang();
  const content = asContent(value);
  const [selected, setSelected] = useState(0);
  const current = content.fields[selected] as WfFormField | undefined;
  // The preview starts again only when a default changes, not on every keystroke.
  const defaults = fixedDefaults(content);
  const change = (next: WfFormContent) => onChange?.(next);
  const setFields = (fields: WfFormField[]) => change({ ...content, fields });
  const add = (type: WfFormField['type']) => {
    setFields([...content.fields, newField(content, type)]);
    setSelected(content.fields.length);
  };
  const move = (from: number, to: number) => {
    setFields(moved(content.fields, from, to));
    setSelected(to);
  };
  const remove = (at: number) => {
    setFields(content.fields.filter((_, i) => i !== at));
    setSelected(Math.max(0, Math.min(selected, content.fields.length - 2)));
  };

  return (
    <Row id={id} gutter={12}>
      <Col span={7}>
        <Card size="small" title={t('designer.fields')}>
          {!disabled && (
            <Flex wrap gap={4} style={{ marginBottom: 8 }}>
              {WF_FORM_FIELD_TYPES.map((type) => (
                <Button key={type} size="small" icon={<PlusOutlined />} onClick={() => add(type)}>
                  {t(`type.${type}`)}
                </Button>
              ))}
            </Flex>
          )}
          {content.fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('designer.noFields')} />}
          <Flex vertical gap={2}>
            {content.fields.map((field, i) => {
              const problem = !wfFormFieldSchema.safeParse(field).success;
              return (
                <Flex
                  key={i}
                  data-testid={`form-field-${field.key}`}
                  align="center"
                  justify="space-between"
                  onClick={() => setSelected(i)}
                  style={{ cursor: 'pointer', padding: '4px 8px', borderRadius: 4, background: i === selected ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }}
                >
                  <Space size={4}>
                    {problem && (
                      <Tooltip title={t('designer.incomplete')}>
                        <WarningOutlined style={{ color: 'var(--ant-color-error, #ff4d4f)' }} />
                      </Tooltip>
                    )}
                    <Typography.Text>{field.label?.[lang] || field.key}</Typography.Text>
                    <Tag>{t(`type.${field.type}`)}</Tag>
                  </Space>
                  {!disabled && (
                    <Space size={0}>
                      <Button type="text" size="small" aria-label={t('designer.up')} icon={<ArrowUpOutlined />} disabled={i === 0} onClick={(e) => (e.stopPropagation(), move(i, i - 1))} />
                      <Button type="text" size="small" aria-label={t('designer.down')} icon={<ArrowDownOutlined />} disabled={i === content.fields.length - 1} onClick={(e) => (e.stopPropagation(), move(i, i + 1))} />
                      <Button type="text" size="small" danger aria-label={t('designer.remove')} icon={<DeleteOutlined />} onClick={(e) => (e.stopPropagation(), remove(i))} />
                    </Space>
                  )}
                </Flex>
              );
            })}
          </Flex>
        </Card>
      </Col>
      <Col span={8}>
        <Card size="small" title={t('designer.properties')}>
          {current ? (
            <FieldProperties key={selected} field={current} disabled={disabled} onChange={(field) => setFields(content.fields.map((f, i) => (i === selected ? field : f)))} />
          ) : (
            <Typography.Text type="secondary">{t('designer.chooseField')}</Typography.Text>
          )}
        </Card>
      </Col>
      <Col span={9}>
        <Card
          size="small"
          title={t('designer.preview')}
          extra={
            <Space size={4}>
              <Typography.Text type="secondary">{t('designer.columns')}</Typography.Text>
              <InputNumber size="small" min={1} max={4} disabled={disabled} aria-label={t('designer.columns')} value={content.columns ?? 1} onChange={(v) => change({ ...content, columns: v ?? 1 })} />
            </Space>
          }
        >
          <FormRenderer key={JSON.stringify(defaults)} name="wf_preview" content={content} initialValues={toFormValues(content, defaults)} />
        </Card>
      </Col>
    </Row>
  );
}
