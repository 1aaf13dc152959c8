import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_POLICY, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('asks for the minimum length, counted in characters', () => {
    expect(passwordProblem('a', 'liting', DEFAULT_PASSWORD_POLICY)).toEqual({ key: 'password.tooShort', vars: { min: 8 } });
    expect(passwordProblem('密码很长但是七', 'liting', DEFAULT_PASSWORD_POLICY)?.key).toBe('password.tooShort');
    expect(passwordProblem('correct horse', 'liting', DEFAULT_PASSWORD_POLICY)).toBeNull();
  });

  it('asks for the configured number of character classes', () => {
    const policy = { minLength: 8, classes: 3 };
    expect(passwordProblem('alllowercase', 'x', policy)).toEqual({ key: 'password.classes', vars: { classes: 3 } });
    expect(passwordProblem('lower-and-123', 'x', policy)).toBeNull();
  });

  it('refuses a password that contains the account name, whatever the case', () => {
    expect(passwordProblem('my-LITING-2026', 'liting', DEFAULT_PASSWORD_POLICY)).toEqual({ key: 'password.containsAccount', vars: {} });
  });
});
