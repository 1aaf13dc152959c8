import { PRODUCT_KEY } from '@beree/contracts';

/** Every key the app keeps in web storage carries the product prefix, so products on one host never collide. */
export const storageKey = (name: string) => `${PRODUCT_KEY}-${name}`;

type Area = 'local' | 'session';

const area = (which: Area): Storage | undefined => {
  if (typeof window === 'undefined') return undefined;
  return which === 'local' ? window.localStorage : window.sessionStorage;
};

export function readStored<T>(name: string, which: Area = 'local'): T | undefined {
  const raw = area(which)?.getItem(storageKey(name));
  if (raw == null) return undefined;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}

export function writeStored(name: string, value: unknown, which: Area = 'local'): void {
  area(which)?.setItem(storageKey(name), JSON.stringify(value));
}

export function removeStored(name: string, which: Area = 'local'): void {
  area(which)?.removeItem(storageKey(name));
}
