import { Tag } from 'antd';
import { DictText } from '@/components/pickers/DictText';

const COLORS: Record<string, string> = { SUBMITTED: 'processing', APPROVED: 'success', REJECTED: 'error', STOPPED: 'warning', CANCELLED: 'default' };

/** A relation's supplyStatus as a tag coloured by how it stands, labelled by the dictionary. */
export function SupplyStatusTag({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  return (
    <Tag color={COLORS[String(value)] ?? 'default'}>
      <DictText code="supplyStatus" value={value} />
    </Tag>
  );
}
