import { useState, type KeyboardEvent } from 'react';

/** Up and down move through the results, Enter takes the highlighted one (the first by default). */
export function useSearchKeys<T>(results: T[], onChoose: (result: T) => void, onEscape?: () => void) {
  const [active, setActive] = useState(0);
  const current = Math.min(active, Math.max(results.length - 1, 0));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (results.length) setActive((current + step + results.length) % results.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (results[current]) onChoose(results[current]);
    } else if (event.key === 'Escape' && onEscape) {
      event.stopPropagation();
      onEscape();
    }
  };
  return { active: current, setActive, onKeyDown, reset: () => setActive(0) };
}
