import { Space, Tag } from 'antd';
import { LINE_KIND_LABELS, lineKindOf, ORDER_TYPE_LABELS } from '@beree/contracts';
import { useLang } from '@/components/crud/use-lang';
import { LabelText } from './labels';

const KIND_COLORS = { IMPLANT: 'purple', HIGH_VALUE: 'orange' } as const;

/**
 * The purchase mode of an order or note (普耗/寄销/跟台) and, beside it, 植入 or 高值 when its lines
 * hold implants or high-value items (ADR 0087): the mode alone would call an order of implants 普耗.
 */
export function OrderTypeText({ value, row }: { value: unknown; row: object }) {
  const lang = useLang();
  const { holdsImplants, holdsHighValue } = row as Record<string, unknown>;
  const kind = lineKindOf({ holdsImplants: holdsImplants === true, holdsHighValue: holdsHighValue === true });
  return (
    <Space size={4} wrap={false}>
      <LabelText value={value} labels={ORDER_TYPE_LABELS} />
      {kind && <Tag color={KIND_COLORS[kind]} style={{ marginInlineEnd: 0 }}>{LINE_KIND_LABELS[kind][lang]}</Tag>}
    </Space>
  );
}
