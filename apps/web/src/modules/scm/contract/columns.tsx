import type { CrudColumn } from '@/components/crud';
import { formatPrice } from './format';
import { ContractStatusTag, ValidityCell } from './tags';

/** The contract list: number, name, type, status, validity (已过期 once past), both parties, bid status and use. */
export const contractColumns: CrudColumn[] = [
  { name: 'contractNo', label: 'contract:contractNo', width: 160 },
  { name: 'contractName', label: 'contract:contractName', width: 200 },
  { name: 'contractType', label: 'contract:contractType', dict: 'contractType', width: 100 },
  { name: 'contractStatus', label: 'contract:contractStatus', width: 90, render: (value) => <ContractStatusTag value={value} /> },
  { name: 'validTo', label: 'contract:validity', width: 250, render: (_value, record) => <ValidityCell record={record} /> },
  { name: 'buyerName', label: 'contract:buyer', width: 180 },
  { name: 'sellerName', label: 'contract:seller', width: 180 },
  { name: 'bidStatus', label: 'contract:bidStatus', dict: 'bidType', width: 100 },
  { name: 'useFlag', label: 'contract:useFlag', dict: 'useFlag', width: 90 },
  { name: 'lineCount', label: 'contract:lineCount', width: 70 },
  { name: 'amountCap', label: 'contract:amountCap', width: 120, render: (value) => (value == null ? '--' : formatPrice(value)) },
];
