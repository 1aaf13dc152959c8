import { afterAll, describe, expect, it } from 'vitest';
import { formatDateTime, parseDateTime, setDisplayTimeZone } from './wire';

const intl = (zone: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });

describe('wire dates', () => {
  afterAll(() => setDisplayTimeZone('Asia/Shanghai'));

  it.each(['Asia/Shanghai', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Europe/London'])('formats as Intl does in %s, across daylight-saving changes', (zone) => {
    setDisplayTimeZone(zone);
    const expected = intl(zone);
    // Every 65 minutes 13 seconds over two years, so the times met fall on every minute of the hour
    // and on both sides of each change; wrong ones are collected, not asserted one by one.
    const wrong: string[] = [];
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2027, 0, 1); t += 3_913_000) {
      const date = new Date(t);
      if (formatDateTime(date) !== expected.format(date)) wrong.push(date.toISOString());
    }
    expect(wrong).toEqual([]);
  });

  it('reads a display-zone time back to the instant it shows', () => {
    setDisplayTimeZone('Asia/Shanghai');
    expect(parseDateTime('2026-11-28 17:30:05')?.toISOString()).toBe('2026-11-28T09:30:05.000Z');
    expect(parseDateTime('2026-11-28')?.toISOString()).toBe('2026-11-27T16:00:00.000Z');
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    expect(parseDateTime(formatDateTime(now))?.getTime()).toBe(now.getTime());
  });

  it.each(['2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31 08:00:00', '2026-01-01 24:00:00', '2026-01-01 12:60', '0000-00-00', 'yesterday'])('refuses %s, which is no time', (text) => {
    expect(parseDateTime(text)).toBeNull();
  });
});
