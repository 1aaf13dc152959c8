import { useEffect } from 'react';
import { startTokenTimer } from './refresh';

/** Keeps the access token fresh while the signed-in shell is mounted. */
export function useTokenTimer(): void {
  useEffect(() => startTokenTimer(), []);
}
