import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { buttonNamed, dialog } from './queries';

/** The form item of the open dialog labelled `label`. */
export function formItem(label: string): HTMLElement {
  const item = [...dialog().querySelectorAll('.ant-form-item')].find((el) => el.querySelector('label')?.textContent === label);
  if (!item) throw new Error(`no form item ${label}`);
  return item as HTMLElement;
}

/** A text input or textarea of the open dialog, by its placeholder. */
export const field = (placeholder: string) => within(dialog()).getByPlaceholderText(placeholder);

export const okButton = () => buttonNamed('确定', dialog());

/**
 * Puts text into a field as a paste does: one change instead of one per key (each key re-renders
 * the form and runs its rules). Typing key by key stays for what reacts to each key.
 */
export async function fill(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Replaces what a field holds with `text`, in one change. */
export async function refill(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.paste(text);
}

/** The options of an open select render in a popup outside the dialog; the visible one carries the label as title. */
async function clickOption(user: UserEvent, selector: string, label: string) {
  const option = await waitFor(() => {
    const hit = [...document.querySelectorAll<HTMLElement>(selector)].find((el) => el.getAttribute('title') === label);
    expect(hit).toBeDefined();
    return hit!;
  });
  await user.click(option);
}

/** Chooses `label` in the select of the form item `itemLabel`. */
export async function chooseOption(user: UserEvent, itemLabel: string, label: string) {
  await user.click(formItem(itemLabel).querySelector('.ant-select') as HTMLElement);
  await clickOption(user, '.ant-select-item-option', label);
}

/** Chooses the node titled `label` in the tree select of the form item `itemLabel`. */
export async function chooseTreeNode(user: UserEvent, itemLabel: string, label: string) {
  await user.click(formItem(itemLabel).querySelector('.ant-select') as HTMLElement);
  await clickOption(user, '.ant-select-tree-node-content-wrapper', label);
}

/** What a select of the open dialog shows as chosen. */
export const chosen = (itemLabel: string) => formItem(itemLabel).querySelector('.ant-select-content, .ant-select-selection-item')?.textContent ?? '';

/** Waits for a success toast. */
export const toast = (text: string) => screen.findByText(text);

/** The validation messages the open dialog shows, in form order. */
export const formErrors = () => [...dialog().querySelectorAll('.ant-form-item-explain-error')].map((el) => el.textContent);
