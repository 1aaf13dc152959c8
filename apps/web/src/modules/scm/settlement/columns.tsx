import type { TFunction } from 'i18next';
import type { TableColumnsType } from 'antd';
import type { SettlementLine } from '@beree/contracts';
import type { CrudColumn } from '@/components/crud';
import { formatPrice } from '../contract/format';
import { formatAmount, formatQty } from '../document/money';
import type { Counterparty } from './api';
import { RefusedCell } from './RefusedCell';
import { SettlementStatusTag } from './tags';
import { text } from '../document/text';

/** The settlement list: the document, the other party, the basis, the day it settled on and its amounts (R27). */
export const settlementColumns = (party: Counterparty, t: TFunction): CrudColumn[] => [
  { name: 'documentNo', label: 'settlement:documentNo', width: 170 },
  { name: 'source', label: 'settlement:source', width: 110, render: (value) => t(`settlement:sources.${String(value)}`) },
  { name: party.name, label: `settlement:${party.name}`, width: 220 },
  { name: 'basis', label: 'settlement:basis', width: 110, render: (value) => t(`settlement:bases.${String(value)}`) },
  { name: 'settledOn', label: 'settlement:settledOn', width: 120 },
  { name: 'settleableAmount', label: 'settlement:settleableAmount', width: 130, render: formatAmount },
  { name: 'invoicedAmount', label: 'settlement:invoicedAmount', width: 130, render: formatAmount },
  { name: 'approvedAmount', label: 'settlement:approvedAmount', width: 130, render: formatAmount },
  { name: 'settlementStatus', label: 'settlement:settlementStatus', width: 120, render: (value) => <SettlementStatusTag value={value} /> },
];


/** The lines of a settlement or of a month's statement: what was received or used, at what price, and what of it is invoiced. */
export const lineColumns = (t: TFunction, withDocument: boolean): TableColumnsType<SettlementLine> => [
  ...(withDocument
    ? [
        { key: 'documentNo', dataIndex: 'documentNo', title: t('settlement:documentNo'), width: 170 },
        { key: 'settledOn', dataIndex: 'settledOn', title: t('settlement:settledOn'), width: 110 },
      ]
    : [{ key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 44 }]),
  { key: 'productName', dataIndex: 'productName', title: t('settlement:productName'), width: 200 },
  { key: 'spec', title: t('settlement:specModel'), width: 150, render: (_v, line) => text([line.specification, line.model].filter(Boolean).join(' / ')) },
  { key: 'unit', dataIndex: 'unit', title: t('settlement:unit'), width: 60 },
  { key: 'batchNo', dataIndex: 'batchNo', title: t('settlement:batchNo'), width: 110, render: text },
  { key: 'quantity', dataIndex: 'quantity', title: t('settlement:quantity'), width: 80, align: 'right', render: formatQty },
  { key: 'unitPrice', dataIndex: 'unitPrice', title: t('settlement:unitPrice'), width: 100, align: 'right', render: formatPrice },
  { key: 'settleableAmount', dataIndex: 'settleableAmount', title: t('settlement:settleableAmount'), width: 120, align: 'right', render: formatAmount },
  { key: 'invoicedAmount', dataIndex: 'invoicedAmount', title: t('settlement:invoicedAmount'), width: 120, align: 'right', render: formatAmount },
  { key: 'approvedAmount', dataIndex: 'approvedAmount', title: t('settlement:approvedAmount'), width: 120, align: 'right', render: formatAmount },
  { key: 'settlementStatus', dataIndex: 'settlementStatus', title: t('settlement:settlementStatus'), width: 110, render: (value) => <SettlementStatusTag value={value} /> },
  { key: 'refused', title: t('settlement:refused'), width: 320, render: (_v, line) => <RefusedCell line={line} /> },
];
