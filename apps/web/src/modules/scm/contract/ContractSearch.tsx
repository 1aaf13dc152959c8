import { useMemo } from 'react';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { CONTRACT_STATUSES } from '@beree/contracts';
import type { Filters } from '@/components/crud/types';
import { DictSelect } from '@/components/pickers/DictSelect';
import { useRemote } from '@/components/pickers/use-remote';
import { useSessionStore } from '@/features/auth/session-store';
import { CONTRACT_API, type Counterparty } from './api';
import { counterpartyFilter } from './party';

const DATE = 'YYYY-MM-DD';
const TEXT = ['contractNo', 'contractName'] as const;
const CHOICES = ['contractType', 'bidStatus', 'contractStatus', 'useFlag'] as const;
const COUNTERPARTIES = `${CONTRACT_API}/counterparties`;

/**
 * The contract list's search bar: number and name (contains), type, bid status, status and use
 * (exact), the counterparty whichever side it is on, and the range validTo falls in.
 */
export function ContractSearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation(['contract', 'crud']);
  const [form] = Form.useForm<Filters>();
  const tenantId = useSessionStore((s) => s.tenantId);
  // Either type's counterparties: a dealer buys from makers and sells to hospitals.
  const purchase = useRemote<Counterparty[]>(COUNTERPARTIES, { contractType: 'PURCHASE' });
  const supply = useRemote<Counterparty[]>(COUNTERPARTIES, { contractType: 'SUPPLY' });
  const counterparties = useMemo(() => [...(purchase.data ?? []), ...(supply.data ?? [])], [purchase.data, supply.data]);
  const label = (name: string) => t(`contract:${name}`);
  const input = (name: string) => t('crud:placeholder.input', { label: label(name) });
  const choose = (name: string) => t('crud:placeholder.select', { label: label(name) });

  const search = (values: Filters) => {
    const filters: Filters = {};
    // Text matches by "contains", a choice exactly.
    const given = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
    for (const name of TEXT) if (given(name)) filters[name] = given(name);
    for (const name of CHOICES) if (given(name)) filters[`${name}_equal`] = given(name);
    const party = counterparties.find((c) => c.tenantId === values.counterparty);
    if (party) Object.assign(filters, counterpartyFilter(tenantId, party));
    const [from, to] = (values.validTo as [Dayjs | null, Dayjs | null] | null) ?? [];
    if (from) filters.validTo_datege = from.format(DATE);
    if (to) filters.validTo_datele = to.format(DATE);
    onSearch(filters);
  };
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  const wide = { style: { minWidth: 180 } };
  return (
    <Form form={form} name="search" layout="inline" onFinish={search}>
      {TEXT.map((name) => (
        <Form.Item key={name} name={name} label={label(name)}>
          <Input allowClear placeholder={input(name)} {...wide} />
        </Form.Item>
      ))}
      <Form.Item name="contractType" label={label('contractType')}>
        <DictSelect code="contractType" placeholder={choose('contractType')} {...wide} />
      </Form.Item>
      <Form.Item name="bidStatus" label={label('bidStatus')}>
        <DictSelect code="bidType" placeholder={choose('bidStatus')} {...wide} />
      </Form.Item>
      <Form.Item name="contractStatus" label={label('contractStatus')}>
        <Select allowClear placeholder={choose('contractStatus')} options={CONTRACT_STATUSES.map((value) => ({ value, label: t(`contract:status.${value}`) }))} {...wide} />
      </Form.Item>
      <Form.Item name="useFlag" label={label('useFlag')}>
        <DictSelect code="useFlag" placeholder={choose('useFlag')} {...wide} />
      </Form.Item>
      <Form.Item name="counterparty" label={label('counterparty')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={choose('counterparty')}
          style={{ minWidth: 220 }}
          options={counterparties.map((c) => ({ value: c.tenantId, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="validTo" label={label('validToRange')}>
        <DatePicker.RangePicker format={DATE} placeholder={[t('contract:from'), t('contract:to')]} />
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('crud:search')}
          </Button>
          <Button icon={<ClearOutlined />} onClick={reset}>
            {t('crud:reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
