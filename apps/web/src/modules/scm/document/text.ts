/** A value as a detail or a cell shows it: a dash where there is none. */
export const text = (value: unknown): string => (value == null || value === '' ? '--' : String(value));
