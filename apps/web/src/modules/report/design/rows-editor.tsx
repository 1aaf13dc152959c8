import type { ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';

interface RowsEditorProps<T> {
  rows: T[];
  onChange(rows: T[]): void;
  blank: () => T;
  addLabel: string;
  removeLabel: string;
  emptyText: string;
  /** The controls of one row, given a setter of its fields. */
  row(item: T, set: (patch: Partial<T>) => void, index: number): ReactNode;
  /** Buttons beside "add". */
  extra?: ReactNode;
}

/** A list of small records edited in place, one line each, for the parameters and columns of a report. */
export function RowsEditor<T>({ rows, onChange, blank, addLabel, removeLabel, emptyText, row, extra }: RowsEditorProps<T>) {
  const set = (index: number) => (patch: Partial<T>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  return (
    <Flex vertical gap={6}>
      {rows.length === 0 && <Typography.Text type="secondary">{emptyText}</Typography.Text>}
      {rows.map((item, index) => (
        <Flex key={index} gap={6} align="center" wrap>
          {row(item, set(index), index)}
          <Button type="text" danger icon={<DeleteOutlined />} aria-label={removeLabel} onClick={() => onChange(rows.filter((_, i) => i !== index))} />
        </Flex>
      ))}
      <Flex gap={8}>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...rows, blank()])}>
          {addLabel}
        </Button>
        {extra}
      </Flex>
    </Flex>
  );
}
