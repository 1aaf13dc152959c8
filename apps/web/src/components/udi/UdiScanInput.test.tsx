import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ParsedUdi } from '@beree/contracts';
import { renderWithProviders } from '@/components/crud/test-utils/render';
import { UdiScanInput } from './UdiScanInput';

const SKU = { name: '一次性使用输液器 0.7mm', udiDi: '06945678901232', packagingLevels: [{ level: 2, udiDi: '16945678901239' }] };

describe('UdiScanInput', () => {
  it('reads a UDI on Enter, hands it on and empties itself for the next scan', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn<(parsed: ParsedUdi) => void>();
    renderWithProviders(<UdiScanInput onScan={onScan} sku={SKU} />);
    const field = screen.getByRole('textbox', { name: 'UDI' });
    await user.type(field, ']d2(01)16945678901239(17)270300(10)RH2403151(240)REF{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan.mock.calls[0][0]).toMatchObject({ di: '16945678901239', expiryDate: '2027-03-31', batchNo: 'RH2403151', problems: [] });
    expect(field).toHaveValue('');
    // What the UDI held beyond a document's fields is told, not refused.
    expect(screen.getByRole('status')).toHaveTextContent('未读取的应用标识符：(240)');
  });

  it('keeps a bad UDI in the field and says under it what is wrong, R15 included', async () => {
    const user = userEvent.setup();
    const onScan = vi.fn();
    renderWithProviders(<UdiScanInput onScan={onScan} sku={SKU} />);
    const field = screen.getByRole('textbox', { name: 'UDI' });
    await user.type(field, '(01)06945678901233(17)271301{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('(01) 产品标识“06945678901233”的 GTIN-14 校验位应为 2');
    expect(screen.getByRole('alert')).toHaveTextContent('(17) 失效日期“271301”不是有效日期');
    expect(field).toHaveValue('(01)06945678901233(17)271301');
    await user.clear(field);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(field, '(01)06945678901249{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('R15：UDI 的产品标识“06945678901249”不是“一次性使用输液器 0.7mm”任一包装层级的 UDI-DI');
    expect(onScan).not.toHaveBeenCalled();
  });
});
