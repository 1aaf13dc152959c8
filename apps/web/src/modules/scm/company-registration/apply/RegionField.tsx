import { Col, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '@/components/pickers/RegionCascader';

const LEVELS = ['provinceCode', 'cityCode', 'districtCode'] as const;

/**
 * 所在地区: province, city and district picked from the administrative divisions, kept as the three
 * codes the company record holds (hidden fields the form submits).
 */
export function RegionField() {
  const { t } = useTranslation('company');
  const form = Form.useFormInstance();
  const path = [Form.useWatch('provinceCode', form), Form.useWatch('cityCode', form), Form.useWatch('districtCode', form)];
  // The path up to the first level not chosen.
  const unchosen = path.findIndex((code) => !code);
  const codes = (unchosen === -1 ? path : path.slice(0, unchosen)) as string[];
  const choose = (value: unknown) => {
    const chosen = Array.isArray(value) ? (value as string[]) : [];
    form.setFieldsValue(Object.fromEntries(LEVELS.map((name, i) => [name, chosen[i] ?? null])));
  };
  return (
    <Col xs={24} md={24}>
      <Form.Item label={t('region')} htmlFor="company-region">
        <RegionCascader id="company-region" value={codes} onChange={choose} placeholder={t('regionPlaceholder')} />
      </Form.Item>
      {LEVELS.map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
    </Col>
  );
}
