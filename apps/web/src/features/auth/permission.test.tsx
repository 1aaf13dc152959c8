import type { MenuNode } from '@beree/contracts';
import { act, render, renderHook, screen } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { Permission } from '@/components/permission';
import { hasPermission, usePermission } from './permission';
import { flattenButtons, usePermissionStore } from './permission-store';

const node = (code: string, children?: Partial<MenuNode>[]) => ({ code, children }) as MenuNode;

beforeEach(() => usePermissionStore.getState().clear());

it('flattens the leaves of the buttons forest into a code set', () => {
  const forest = [node('param', [node('param_add'), node('param_edit')]), node('user', [node('sub', [node('user_unlock')])]), node('solo')];
  expect(flattenButtons(forest)).toEqual({ param_add: true, param_edit: true, user_unlock: true, solo: true });
  expect(flattenButtons(undefined)).toEqual({});
});

it('answers permission checks and follows store changes', () => {
  const { result } = renderHook(() => usePermission());
  expect(result.current('param_add')).toBe(false);
  act(() => usePermissionStore.setState({ permissions: { param_add: true } }));
  expect(result.current('param_add')).toBe(true);
  expect(hasPermission('param_add')).toBe(true);
  expect(hasPermission('param_delete')).toBe(false);
});

it('renders children only for granted codes', () => {
  usePermissionStore.setState({ permissions: { param_add: true } });
  render(
    <>
      <Permission code="param_add">
        <button>add</button>
      </Permission>
      <Permission code="param_delete" fallback={<span>no delete</span>}>
        <button>delete</button>
      </Permission>
    </>,
  );
  expect(screen.getByRole('button', { name: 'add' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'delete' })).not.toBeInTheDocument();
  expect(screen.getByText('no delete')).toBeInTheDocument();
});
