import { describe, expect, it } from 'vitest';
import { redirectFor } from './guard';

const at = (path: string, extra: Partial<Parameters<typeof redirectFor>[0]> = {}) =>
  redirectFor({ path, noAuth: false, hasToken: true, locked: false, ...extra });

describe('navigation rules', () => {
  it('sends signed-out users to /login unless the route is public', () => {
    expect(at('/wel/index', { hasToken: false })).toBe('/login');
    expect(at('/system/param', { hasToken: false })).toBe('/login');
    expect(at('/login', { hasToken: false, noAuth: true })).toBeUndefined();
    expect(at('/404', { hasToken: false, noAuth: true })).toBeUndefined();
  });

  it('keeps a locked session on /lock, whatever it asks for', () => {
    expect(at('/wel/index', { locked: true })).toBe('/lock');
    expect(at('/login', { locked: true, noAuth: true })).toBe('/lock');
    expect(at('/lock', { locked: true })).toBeUndefined();
  });

  it('sends a signed-in user away from /login, and from /lock when not locked', () => {
    expect(at('/login', { noAuth: true })).toBe('/wel/index');
    expect(at('/lock')).toBe('/wel/index');
  });

  it('lets a signed-in, unlocked user stay', () => {
    expect(at('/wel/index')).toBeUndefined();
    expect(at('/register', { noAuth: true })).toBeUndefined();
  });

  it('keeps a user who must change a password someone else set on the change-password page, until it is changed', () => {
    expect(at('/wel/index', { mustChangePassword: true })).toBe('/password-change');
    expect(at('/system/param', { mustChangePassword: true })).toBe('/password-change');
    expect(at('/login', { mustChangePassword: true, noAuth: true })).toBe('/password-change');
    expect(at('/password-change', { mustChangePassword: true })).toBeUndefined();
    expect(at('/password-change')).toBe('/wel/index');
    // Signed out or locked, the usual rules come first.
    expect(at('/wel/index', { mustChangePassword: true, hasToken: false })).toBe('/login');
    expect(at('/wel/index', { mustChangePassword: true, locked: true })).toBe('/lock');
  });

  it('treats a lock without a token as signed out', () => {
    expect(at('/wel/index', { hasToken: false, locked: true })).toBe('/login');
  });
});
