import { Typography } from 'antd';
import { refusedUnitCode, type SettlementLine } from '@beree/contracts';
import { formatQty } from '../document/money';

/**
 * What the hospital refused of a line at receipt and sent back, not settled: each refused unit by
 * its UDI (or serial) with the reason, or, for a line counted rather than scanned, the quantity and reason.
 */
export function RefusedCell({ line }: { line: SettlementLine }) {
  if (line.refusedUnits.length)
    return (
      <>
        {line.refusedUnits.map((u) => (
          <div key={refusedUnitCode(u)}>
            <Typography.Text code copyable>
              {refusedUnitCode(u)}
            </Typography.Text>{' '}
            <Typography.Text type="danger">{u.reason}</Typography.Text>
          </div>
        ))}
      </>
    );
  if (Number(line.refusedQty) > 0)
    return (
      <Typography.Text type="danger">
        {formatQty(line.refusedQty)}
        {line.unit}
        {line.refuseReason ? ` · ${line.refuseReason}` : ''}
      </Typography.Text>
    );
  return <>--</>;
}
