import { COMPANY_TYPES, dictLabel, TAXPAYER_TYPES } from '@beree/contracts';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import { useTranslation } from 'react-i18next';
import { useContractMessage, useLang } from '@/components/crud/use-lang';
import { RegionField } from './RegionField';

/** A "required" rule saying what the server would say (contracts message key). */
export function useRequired(): (key: string) => Rule {
  const msg = useContractMessage();
  return (key) => ({ required: true, whitespace: true, message: msg(key) });
}

/** The same for a multiple choice: at least one. */
function useChosen(): (key: string) => Rule {
  const msg = useContractMessage();
  return (key) => ({ required: true, type: 'array', min: 1, message: msg(key) });
}

/**
 * The company's fields, shared by the registration form and the company profile. `fixed` locks the
 * credit code and the types (after approval); the server checks everything again.
 */
export function CompanyFields({ fixed = false }: { fixed?: boolean }) {
  const { t } = useTranslation('company');
  const lang = useLang();
  const required = useRequired();
  const chosen = useChosen();
  const types = Form.useWatch<string[] | undefined>('companyTypes');
  const foreign = types?.includes('FOREIGN_OFFICE') ?? false;
  const item = (name: string, rules: Rule[] = [], control = <Input />, span = 12) => (
    <Col xs={24} md={span} key={name}>
      <Form.Item name={name} label={t(name)} rules={rules}>
        {control}
      </Form.Item>
    </Col>
  );
  return (
    <Row gutter={16}>
      {item('companyName', [required('company.companyName.required')])}
      {item('shortName')}
      {item(
        'companyTypes',
        [chosen('company.companyTypes.required')],
        <Select mode="multiple" disabled={fixed} options={COMPANY_TYPES.map((value) => ({ value, label: dictLabel('companyTypes', value, lang) }))} />,
      )}
      {item('unifiedSocialCreditCode', [required('company.creditCode.required')], <Input maxLength={18} disabled={fixed} style={{ textTransform: 'uppercase' }} />)}
      {item('legalRepresentative', [required('company.legalRepresentative.required')])}
      {item('enterpriseLeader')}
      {item('qualityManager')}
      {item('registeredCapital', [], <InputNumber min={0} precision={2} style={{ width: '100%' }} />)}
      <RegionField />
      {item('registeredAddress', [required('company.registeredAddress.required')], <Input />, 24)}
      {item('warehouseAddress', [], <Input />, 24)}
      {item('contactName', [required('company.contactName.required')])}
      {item('contactPhone', [required('company.contactPhone.required')])}
      {item('email')}
      {item('taxpayerType', [], <Select allowClear options={TAXPAYER_TYPES.map((value) => ({ value, label: t(`taxpayer.${value}`) }))} />)}
      {item('bankName')}
      {item('bankAccount')}
      {foreign && item('countryCode', [required('company.countryCode.required')], <Input maxLength={2} />)}
      {foreign && item('foreignParentName', [required('company.foreignParentName.required')])}
    </Row>
  );
}
