import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PLAN_TYPE_LABELS } from '@beree/contracts';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { formatPrice } from '../contract/format';
import { IndentStatusTag } from '../indent/tags';
import { PLAN_API } from './api';
import { LabelText } from '../document/labels';
import { formatAmount, formatQty } from '../document/money';
import { PlanStatusTag } from './tags';
import { text } from '../document/text';


/** A plan as the hospital sees it: the header, its lines, and the orders approving it made. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['plan', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(PLAN_API, id), queryFn: () => getData<CrudRecord & { lines: CrudRecord[]; indents: CrudRecord[] }>(`${PLAN_API}/detail`, { id }) });
  const field = (name: string) => ({ key: name, label: t(`plan:${name}`), children: text(data?.[name]) });
  return (
    <Modal open width={1160} title={t('plan:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
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
              field('planNo'),
              { key: 'planType', label: t('plan:planType'), children: <LabelText value={data.planType} labels={PLAN_TYPE_LABELS} /> },
              { key: 'planStatus', label: t('plan:planStatus'), children: <PlanStatusTag value={data.planStatus} /> },
              field('departmentName'),
              field('planPeriod'),
              { key: 'totalAmount', label: t('plan:totalAmount'), children: formatAmount(data.totalAmount) },
              field('submittedAt'),
              field('reviewedAt'),
              field('createTime'),
              { ...field('reason'), span: 'filled' as const },
              ...(data.rejectReason ? [{ ...field('rejectReason'), span: 'filled' as const }] : []),
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('plan:lines')}
          </Typography.Title>
          <Table<CrudRecord>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'productName', dataIndex: 'productName', title: t('plan:item'), width: 200 },
              { key: 'supplierName', dataIndex: 'supplierName', title: t('plan:supplier'), width: 180 },
              { key: 'spec', title: t('plan:specModel'), width: 150, render: (_v, line) => text([line.specification, line.model].filter(Boolean).join(' / ')) },
              { key: 'unit', dataIndex: 'unit', title: t('plan:unit'), width: 60 },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: t('plan:unitPrice'), width: 100, align: 'right', render: formatPrice },
              { key: 'qty', dataIndex: 'qty', title: t('plan:qty'), width: 80, align: 'right', render: formatQty },
              { key: 'amount', dataIndex: 'amount', title: t('plan:amount'), width: 110, align: 'right', render: formatAmount },
              { key: 'requiredDate', dataIndex: 'requiredDate', title: t('plan:requiredDate'), width: 110, render: text },
              { key: 'remark', dataIndex: 'remark', title: t('plan:lineRemark'), width: 140, render: text },
            ]}
          />
          {data.indents.length > 0 && (
            <>
              <Typography.Title level={5} style={{ marginTop: 24 }}>
                {t('plan:indents')}
              </Typography.Title>
              <Table<CrudRecord>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={data.indents}
                columns={[
                  { key: 'indentNo', dataIndex: 'indentNo', title: t('indent:indentNo'), width: 180 },
                  { key: 'supplierName', dataIndex: 'supplierName', title: t('plan:supplier'), width: 220 },
                  { key: 'indentStatus', dataIndex: 'indentStatus', title: t('plan:planStatus'), width: 120, render: (value) => <IndentStatusTag value={value} /> },
                  { key: 'totalAmount', dataIndex: 'totalAmount', title: t('plan:totalAmount'), width: 120, align: 'right', render: formatAmount },
                ]}
              />
            </>
          )}
        </>
      )}
    </Modal>
  );
}
