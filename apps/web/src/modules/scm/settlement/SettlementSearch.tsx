import { Button, DatePicker, Form, Select, Space } from 'antd';
import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SETTLEMENT_BASES, SETTLEMENT_STATUS_LABELS, SETTLEMENT_STATUSES } from '@beree/contracts';
import type { Filters } from '@/components/crud/types';
import { useLang } from '@/components/crud/use-lang';
import { useCounterparties } from './use-counterparties';

const MONTH = 'YYYY-MM';

/** The settlement list's search bar: status, the other party, the basis and a range of months it settled in. */
export function SettlementSearch({ onSearch }: { onSearch: (filters: Filters) => void }) {
  const { t } = useTranslation(['settlement', 'crud']);
  const lang = useLang();
  const [form] = Form.useForm<Filters>();
  const { party, options } = useCounterparties();
  const choose = (name: string) => t('crud:placeholder.select', { label: t(`settlement:${name}`) });
  const wide = { allowClear: true, style: { minWidth: 180 } };

  const search = (values: Filters) => {
    const filters: Filters = {};
    if (values.settlementStatus) filters.settlementStatus = values.settlementStatus;
    if (values.basis) filters.basis = values.basis;
    if (values.counterparty) filters[party.param] = values.counterparty;
    const [from, to] = (values.months as [Dayjs | null, Dayjs | null] | null) ?? [];
    if (from) filters.monthFrom = from.format(MONTH);
    if (to) filters.monthTo = to.format(MONTH);
    onSearch(filters);
  };
  const reset = () => {
    form.resetFields();
    onSearch({});
  };
  return (
    <Form form={form} name="search" layout="inline" onFinish={search}>
      <Form.Item name="settlementStatus" label={t('settlement:settlementStatus')}>
        <Select {...wide} placeholder={choose('settlementStatus')} options={SETTLEMENT_STATUSES.map((value) => ({ value, label: SETTLEMENT_STATUS_LABELS[value][lang] }))} />
      </Form.Item>
      <Form.Item name="counterparty" label={t(`settlement:${party.name}`)}>
        <Select {...wide} showSearch={{ optionFilterProp: 'label' }} placeholder={choose(party.name)} options={options} style={{ minWidth: 220 }} />
      </Form.Item>
      <Form.Item name="basis" label={t('settlement:basis')}>
        <Select {...wide} placeholder={choose('basis')} options={SETTLEMENT_BASES.map((value) => ({ value, label: t(`settlement:bases.${value}`) }))} />
      </Form.Item>
      <Form.Item name="months" label={t('settlement:months')}>
        <DatePicker.RangePicker picker="month" format={MONTH} placeholder={[t('settlement:monthFrom'), t('settlement:monthTo')]} />
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
