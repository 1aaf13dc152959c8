import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { CONTRACT_API } from './api';
import { formatPrice, formatRate } from './format';
import { ContractStatusTag, ValidityCell } from './tags';
import { text } from '../document/text';

const price = (value: unknown) => (value == null ? '--' : formatPrice(value));

/** A contract as either party sees it: the header, then its lines with their terms. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['contract', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(CONTRACT_API, id), queryFn: () => getData<CrudRecord & { lines: CrudRecord[] }>(`${CONTRACT_API}/detail`, { id }) });
  const field = (name: string) => ({ key: name, label: t(`contract:${name}`), children: text(data?.[name]) });
  return (
    <Modal open width={1100} title={t('contract:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={3}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              field('contractNo'),
              { ...field('contractName'), span: 2 },
              { key: 'contractType', label: t('contract:contractType'), children: <DictText code="contractType" value={data.contractType} /> },
              { key: 'buyer', label: t('contract:buyer'), children: text(data.buyerName) },
              { key: 'seller', label: t('contract:seller'), children: text(data.sellerName) },
              { key: 'bidStatus', label: t('contract:bidStatus'), children: <DictText code="bidType" value={data.bidStatus} /> },
              { key: 'contractStatus', label: t('contract:contractStatus'), children: <ContractStatusTag value={data.contractStatus} /> },
              { key: 'useFlag', label: t('contract:useFlag'), children: <DictText code="useFlag" value={data.useFlag} /> },
              { key: 'validity', label: t('contract:validity'), children: <ValidityCell record={data} /> },
              field('signDate'),
              field('tenderProjectNo'),
              { key: 'amountCap', label: t('contract:amountCap'), children: price(data.amountCap) },
              field('paymentTermDays'),
              field('effectiveAt'),
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('contract:lines')}
          </Typography.Title>
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'productName', dataIndex: 'productName', title: t('contract:product'), width: 200 },
              { key: 'spec', title: t('contract:specModel'), width: 160, render: (_v, line) => text([line.specification, line.model].filter(Boolean).join(' / ')) },
              { key: 'unit', dataIndex: 'unit', title: t('contract:unit'), width: 60 },
              { key: 'registrationNo', dataIndex: 'registrationNo', title: t('contract:registrationNo'), width: 180, render: text },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: t('contract:unitPrice'), width: 100, render: price },
              { key: 'taxRate', dataIndex: 'taxRate', title: t('contract:taxRate'), width: 70, render: formatRate },
              { key: 'bidStatus', dataIndex: 'bidStatus', title: t('contract:bidStatus'), width: 90, render: (value) => <DictText code="bidType" value={value} /> },
              { key: 'bidPrice', dataIndex: 'bidPrice', title: t('contract:bidPrice'), width: 100, render: price },
              { key: 'maxQty', dataIndex: 'maxQty', title: t('contract:maxQty'), width: 90, render: text },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
