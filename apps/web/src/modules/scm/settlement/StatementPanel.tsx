import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Descriptions, Empty, Flex, Form, Select, Space, Table, Typography } from 'antd';
import { DownloadOutlined, PrinterOutlined, SearchOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { PERMISSIONS, type SettlementStatement } from '@beree/contracts';
import { getData } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { downloadFile } from '@/shared/request/download';
import { formatAmount } from '../document/money';
import { PdfDialog } from '../document/PdfDialog';
import { SETTLEMENT_API } from './api';
import { lineColumns } from './columns';
import { useCounterparties } from './use-counterparties';

const MONTH = 'YYYY-MM';
/** The columns of the amounts, counted from the first column of the line table with documents. */
const AMOUNTS_AT = 8;

interface Choice {
  counterparty: string;
  month: string;
}

/**
 * 月度对账单: one month's settled lines with one counterparty (the hospital picks a supplier, a
 * supplier a hospital), with the totals, to export as .xlsx or print as a PDF — both made by the
 * server from the same query, so the sheet, the paper and the screen agree.
 */
export function StatementPanel() {
  const { t } = useTranslation(['settlement', 'crud']);
  const can = usePermission();
  const [form] = Form.useForm<{ counterparty?: string; month?: Dayjs }>();
  const { party, options } = useCounterparties();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [printing, setPrinting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const params = choice ? { month: choice.month, [party.param]: choice.counterparty } : {};
  const { data, isFetching } = useQuery({
    queryKey: ['settlement-statement', params],
    queryFn: () => getData<SettlementStatement>(`${SETTLEMENT_API}/statement`, params),
    enabled: choice !== null,
  });
  const group = data?.groups[0];
  const fileName = `${t('settlement:statementFile')}-${choice?.month ?? ''}.xlsx`;
  const exportSheet = async () => {
    setExporting(true);
    try {
      await downloadFile(`${SETTLEMENT_API}/statement/export`, params, fileName);
    } finally {
      setExporting(false);
    }
  };
  const choose = (name: string) => t('crud:placeholder.select', { label: t(`settlement:${name}`) });
  const columns = lineColumns(t, true);

  return (
    <Flex vertical gap="middle">
      <Form
        form={form}
        name="statement"
        layout="inline"
        initialValues={{ month: dayjs() }}
        onFinish={(values) => setChoice({ counterparty: values.counterparty!, month: values.month!.format(MONTH) })}
      >
        <Form.Item name="counterparty" label={t(`settlement:${party.name}`)} rules={[{ required: true, message: choose(party.name) }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder={choose(party.name)} options={options} style={{ minWidth: 260 }} />
        </Form.Item>
        <Form.Item name="month" label={t('settlement:month')} rules={[{ required: true, message: choose('month') }]}>
          <DatePicker picker="month" format={MONTH} allowClear={false} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={isFetching}>
              {t('settlement:showStatement')}
            </Button>
            {can(PERMISSIONS.settlement.export) && (
              <>
                <Button icon={<DownloadOutlined />} disabled={!data} loading={exporting} onClick={() => void exportSheet().catch(() => undefined)}>
                  {t('settlement:exportStatement')}
                </Button>
                <Button icon={<PrinterOutlined />} disabled={!data} onClick={() => setPrinting(true)}>
                  {t('settlement:printStatement')}
                </Button>
              </>
            )}
          </Space>
        </Form.Item>
      </Form>
      {data && !group && <Empty description={t('settlement:emptyMonth')} />}
      {group && (
        <>
          <Descriptions
            bordered
            size="small"
            column={4}
            items={[
              { key: 'month', label: t('settlement:month'), children: data.month },
              { key: 'hospitalName', label: t('settlement:hospitalName'), children: group.hospitalName },
              { key: 'supplierName', label: t('settlement:supplierName'), children: group.supplierName },
              { key: 'basis', label: t('settlement:basis'), children: t(`settlement:bases.${group.basis}`) },
            ]}
          />
          <Table
            size="small"
            rowKey="lineId"
            pagination={false}
            dataSource={group.lines}
            scroll={{ x: 'max-content' }}
            columns={columns}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={AMOUNTS_AT}>
                  <Typography.Text strong>{t('settlement:total')}</Typography.Text>
                </Table.Summary.Cell>
                {(['settleableAmount', 'invoicedAmount', 'approvedAmount'] as const).map((name, i) => (
                  <Table.Summary.Cell key={name} index={AMOUNTS_AT + i} align="right">
                    <Typography.Text strong>{formatAmount(data.totals[name])}</Typography.Text>
                  </Table.Summary.Cell>
                ))}
                <Table.Summary.Cell index={AMOUNTS_AT + 3} />
              </Table.Summary.Row>
            )}
          />
        </>
      )}
      {printing && choice && (
        <PdfDialog title={t('settlement:printTitle', { month: choice.month })} url={`${SETTLEMENT_API}/statement/print`} params={params} onClose={() => setPrinting(false)} />
      )}
    </Flex>
  );
}
