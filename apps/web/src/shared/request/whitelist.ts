/**
 * Body codes whose failures stay silent: the caller handles them itself, so no toast and no logout.
 * Seeded from VITE_SILENT_CODES (comma list) and changeable at run time.
 */
const parse = (list: string | undefined) =>
  (list ?? '').split(',').map((s) => Number(s.trim())).filter((n) => Number.isInteger(n) && n > 0);

const silentCodes = new Set<number>(parse(import.meta.env.VITE_SILENT_CODES));

export const isSilentCode = (code: number) => silentCodes.has(code);

export function setSilentCodes(codes: Iterable<number>): void {
  silentCodes.clear();
  for (const code of codes) silentCodes.add(code);
}

export const silentCodeList = () => [...silentCodes];
