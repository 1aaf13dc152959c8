import type { CrudRecord } from '@/components/crud';

/** A cold-chain reading as the form holds it: box, °C, relative humidity %, when (yyyy-MM-dd HH:mm:ss). */
export interface TemperatureReading {
  boxCode?: string | null;
  temperature?: number | null;
  humidity?: number | null;
  recordedAt?: string | null;
}

const blank = (value: unknown) => value === undefined || value === null || value === '';
const number = (value: unknown) => (blank(value) ? null : Number(value));

/** Now on the wall clock of the hospitals served (Asia/Shanghai), as the server reads a reading's time. */
export const shanghaiNow = (now = new Date()) => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');

/** What submit takes of each reading: numbers as numbers, empty fields out. */
export const toBodyReadings = (readings: TemperatureReading[] | undefined) =>
  (readings ?? []).map((r) => ({
    ...(blank(r.boxCode) ? {} : { boxCode: String(r.boxCode).trim() }),
    temperature: number(r.temperature),
    ...(blank(r.humidity) ? {} : { humidity: number(r.humidity) }),
    recordedAt: r.recordedAt,
  }));

/** A saved note's readings as the form holds them (the server answers decimals as text). */
export const toFormReadings = (readings: CrudRecord[] | undefined): TemperatureReading[] =>
  (readings ?? []).map((r) => ({ boxCode: (r.boxCode as string | null) ?? null, temperature: number(r.temperature), humidity: number(r.humidity), recordedAt: (r.recordedAt as string | null) ?? null }));
