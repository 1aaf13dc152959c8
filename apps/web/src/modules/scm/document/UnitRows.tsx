import { useState } from 'react';
import { Button, Flex, Input, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ParsedUdi } from '@beree/contracts';
import { useContractMessage } from '@/components/crud';
import { UdiScanInput } from '@/components/udi/UdiScanInput';
import { namedUnits, serialFromUdi, unitFromScan, unitKey, unitsShort, type ShippedUnit, type UnitLine } from './units';
import { text } from './text';

/** A line as its unit rows read it: the SKU's DI and the lot and dates its units must carry (R15). */
export interface UnitRowsLine extends UnitLine {
  udiDi?: string | null;
  batchNo?: string | null;
  productionDate?: string | null;
  expiryDate?: string | null;
}

interface Props {
  units: ShippedUnit[];
  onChange: (units: ShippedUnit[]) => void;
  /** The line the units belong to, and its place on the document (0-based). */
  line: UnitRowsLine;
  index: number;
  /** "产品 规格 型号", as the server names the line. */
  product: string;
  /** The other line (1-based) of the same item already holding a unit of this key, if any. */
  heldElsewhere: (key: string) => number | undefined;
  /** A scan fills the line's lot and dates where they are still empty. */
  onFill: (parsed: ParsedUdi) => void;
}

/** The line's batch fields a unit's UDI must agree with (R15), with the label of their AI. */
const AGREE = [
  ['batchNo', 'udi.ai.10'],
  ['expiryDate', 'udi.ai.17'],
  ['productionDate', 'udi.ai.11'],
] as const;

/** "单件 2 / 3": the units named against the quantity, amber while R16 is not met. */
export function UnitCount({ line, unitwise }: { line: UnitRowsLine | undefined; unitwise: boolean }) {
  const { t } = useTranslation('units');
  return (
    <Tag color={unitsShort(line, unitwise) ? 'warning' : 'success'} data-testid="unit-count">
      {t('unitCount', { count: namedUnits(line?.units), qty: line?.qty ?? 0 })}
    </Tag>
  );
}

/**
 * The units of a high-value or implantable line (R16), one row each: scanning a unit's UDI adds it
 * with the serial of its AI 21 once its DI is the SKU's and its lot and dates are the line's; a
 * serial already on the document is refused. A unit without a label is added by hand with its serial.
 */
export function UnitRows({ units, onChange, line, index, product, heldElsewhere, onFill }: Props) {
  const { t } = useTranslation(['units', 'crud']);
  const say = useContractMessage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const label = (name: string) => t(`units:${name}`);

  const scanned = (parsed: ParsedUdi, udi: string) => {
    const unit = unitFromScan(parsed, udi);
    const key = unitKey(unit);
    const other = heldElsewhere(key);
    if (units.some((u) => unitKey(u) === key)) return setRefusal(t('units:unitTwice', { line: index + 1, serial: key }));
    if (other) return setRefusal(t('units:unitOnLine', { line: index + 1, serial: key, other }));
    const fromUdi = { batchNo: parsed.batchNo, expiryDate: parsed.expiryDate, productionDate: parsed.productionDate };
    for (const [name, ai] of AGREE) {
      const onLine = line[name];
      if (fromUdi[name] && onLine && fromUdi[name] !== onLine) {
        return setRefusal(say('delivery.R15.mismatch', { line: index + 1, product, what: say(ai), udiValue: fromUdi[name], lineValue: onLine }));
      }
    }
    setRefusal(null);
    onChange([...units, unit]);
    onFill(parsed);
  };

  const change = (at: number, serialNo: string) => onChange(units.map((u, i) => (i === at ? { ...u, serialNo } : u)));
  const remove = (at: number) => onChange(units.filter((_u, i) => i !== at));

  return (
    <Flex vertical gap="small" style={{ maxWidth: 900 }} data-testid={`units-${index + 1}`}>
      <Flex gap="middle" align="start">
        <Typography.Text strong style={{ lineHeight: '32px', whiteSpace: 'nowrap' }}>
          {t('units:unitsOfLine', { n: index + 1 })}
        </Typography.Text>
        <div style={{ width: 360 }}>
          <UdiScanInput sku={line.udiDi ? { udiDi: line.udiDi, name: product } : undefined} onScan={scanned} />
        </div>
        <Button icon={<PlusOutlined />} onClick={() => onChange([...units, { serialNo: '', udi: null }])}>
          {label('addUnit')}
        </Button>
        <span style={{ lineHeight: '32px' }}>
          <UnitCount line={{ ...line, units }} unitwise />
        </span>
      </Flex>
      {refusal ? (
        <Typography.Text type="danger" role="alert">
          {refusal}
        </Typography.Text>
      ) : null}
      {units.length > 0 ? (
        <Table<{ unit: ShippedUnit; at: number }>
          size="small"
          rowKey="at"
          pagination={false}
          dataSource={units.map((unit, at) => ({ unit, at }))}
          scroll={units.length > 8 ? { y: 300 } : undefined}
          columns={[
            { key: 'no', title: '#', width: 48, render: (_v, { at }) => at + 1 },
            {
              key: 'serialNo',
              title: label('serialNo'),
              width: 220,
              render: (_v, { unit, at }) => (
                <Input size="small" maxLength={64} value={unit.serialNo ?? ''} disabled={serialFromUdi(unit)} placeholder={label('unitSerial')} onChange={(e) => change(at, e.target.value)} />
              ),
            },
            { key: 'udi', title: label('udi'), render: (_v, { unit }) => <Typography.Text style={{ fontSize: 12 }}>{text(unit.udi)}</Typography.Text> },
            {
              key: 'remove',
              title: t('crud:actions'),
              width: 64,
              render: (_v, { at }) => <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={label('removeUnit')} onClick={() => remove(at)} />,
            },
          ]}
        />
      ) : null}
    </Flex>
  );
}
