import { Tag } from 'antd';
import { DictText } from '@/components/pickers/DictText';

const COLORS: Record<string, string> = { SUBMITTED: 'processing', APPROVED: 'success', REJECTED: 'error' };

/** reviewStatus as a tag: 待审核, 已审核, 已驳回. */
export function ReviewStatusTag({ value }: { value: unknown }) {
  if (value == null || value === '') return null;
  return (
    <Tag color={COLORS[String(value)] ?? 'default'}>
      <DictText code="reviewStatus" value={value} />
    </Tag>
  );
}
