import { waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

const named = (label: string) => new RegExp(`(^|\\s)${[...label].join('\\s*')}$`);

/**
 * The one accessible button named `label` (as `getByRole('button', { name })` finds it, antd's
 * "新 增" spacing and icon names allowed) anywhere on the page. A page-wide `getByRole` works out
 * the name of every button first — each row's links included, each name costing happy-dom a
 * computed style per element — so this looks at the buttons whose text ends with the label and
 * asks the role query only among each one's siblings.
 */
export function buttonNamed(label: string, scope: HTMLElement = document.body): HTMLElement {
  const button = queryButtonNamed(label, scope);
  if (!button) throw new Error(`no accessible button named ${label}`);
  return button;
}

/** As buttonNamed, or null when there is none (more than one is still an error). */
export function queryButtonNamed(label: string, scope: HTMLElement = document.body): HTMLElement | null {
  const pattern = named(label);
  const candidates = [...scope.querySelectorAll<HTMLElement>('button, [role=button]')].filter((el) => pattern.test((el.textContent ?? '').trim()));
  const found = candidates.filter((el) => within(el.parentElement ?? scope).queryAllByRole('button', { name: pattern }).includes(el));
  if (found.length > 1) throw new Error(`${found.length} accessible buttons named ${label}`);
  return found[0] ?? null;
}

/** Waits until there is exactly one accessible button named `label`, and returns it. */
export const findButtonNamed = (label: string, scope?: HTMLElement) =>
  waitFor(() => {
    const button = buttonNamed(label, scope);
    expect(button).toBeInTheDocument();
    return button;
  });
