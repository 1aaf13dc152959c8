import { describe, expect, it } from 'vitest';
import { isCalendarDate, isCalendarDateTime, isCalendarMonth, startsWithCalendarDate } from './calendar';
import { planLineSchema } from './scm/plan';
import { surgicalSubmitSchema } from './scm/surgical';

describe('calendar dates', () => {
  it('refuses days that do not exist and accepts the ones that do', () => {
    for (const bad of ['0000-00-00', '2026-02-30', '2026-13-01', '2025-02-29', '1900-02-29', 'garbage', '2026-1-01', '']) expect(isCalendarDate(bad), bad).toBe(false);
    for (const good of ['2024-02-29', '2000-02-29', '2026-12-31', '0001-01-01']) expect(isCalendarDate(good), good).toBe(true);
  });
  it('checks the time of a date-time and the month of a month', () => {
    expect(isCalendarDateTime('2026-01-01 24:00')).toBe(false);
    expect(isCalendarDateTime('2026-02-30 10:00')).toBe(false);
    expect(isCalendarDateTime('2026-01-01T23:59:59')).toBe(true);
    expect(startsWithCalendarDate('2026-01-01T10:00:00.000Z')).toBe(true);
    expect(startsWithCalendarDate('0000-00-00T00:00')).toBe(false);
    expect(isCalendarMonth('2026-13')).toBe(false);
    expect(isCalendarMonth('0000-01')).toBe(false);
    expect(isCalendarMonth('2026-02')).toBe(true);
  });
  it('a schema given an impossible date answers its field key instead of throwing', () => {
    const line = planLineSchema.safeParse({ requiredDate: '0000-00-00' });
    expect(line.success).toBe(false);
    expect(line.error?.issues.some((i) => i.path.join('.') === 'requiredDate' && i.message === 'plan.date.invalid')).toBe(true);
    const order = surgicalSubmitSchema.safeParse({ surgeryDateTime: '2026-02-30 10:00' });
    expect(order.error?.issues.some((i) => i.path.join('.') === 'surgeryDateTime' && i.message === 'surgical.surgeryDateTime.invalid')).toBe(true);
  });
});
