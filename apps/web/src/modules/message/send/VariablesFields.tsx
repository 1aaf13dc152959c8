import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/components/crud/use-lang';
import { contractText } from '@/features/locale/contract-text';

/** One input per placeholder of the template's title and content; each must be given. */
export function VariablesFields({ names }: { names: string[] }) {
  const { t, i18n } = useTranslation('messageCentre');
  const lang = useLang();
  if (names.length === 0) return null;
  const meaning = (name: string) => (i18n.exists(`template.variableNames.${name}`, { ns: 'messageCentre' }) ? `${t(`template.variableNames.${name}`)} ` : '');
  return (
    <Row gutter={16}>
      {names.map((name) => {
        const label = `${meaning(name)}{$${name}}`;
        return (
          <Col key={name} span={12}>
            <Form.Item name={['variables', name]} label={label} rules={[{ required: true, whitespace: true, message: contractText('field.required', lang, { field: label }) }]}>
              <Input allowClear placeholder={t('send.variablePlaceholder', { name: `{$${name}}` })} />
            </Form.Item>
          </Col>
        );
      })}
    </Row>
  );
}
