/**
 * The password policy every password form checks before hashing (the server only ever sees the
 * md5, so length and classes can be checked only where the password is typed). Configurable per
 * tenant by the parameters password.minLength and password.classes (docs/adr/0012).
 */
export interface PasswordPolicy {
  minLength: number;
  /** How many of lower case, upper case, digits and other characters a password must mix (0–4). */
  classes: number;
}

/** ASVS 5.0 V6.2.1 asks for at least 8; V6.2.5 advises against composition rules, so none by default. */
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = { minLength: 8, classes: 0 };

export type PasswordProblem =
  | { key: 'password.tooShort'; vars: { min: number } }
  | { key: 'password.classes'; vars: { classes: number } }
  | { key: 'password.containsAccount'; vars: Record<string, never> };

const CLASSES = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z\d]/];

/** The first rule of the policy a new password breaks, or null. */
export function passwordProblem(password: string, account: string | undefined, policy: PasswordPolicy): PasswordProblem | null {
  if ([...password].length < policy.minLength) return { key: 'password.tooShort', vars: { min: policy.minLength } };
  if (CLASSES.filter((re) => re.test(password)).length < policy.classes) return { key: 'password.classes', vars: { classes: policy.classes } };
  const name = account?.trim().toLowerCase();
  if (name && name.length >= 3 && password.toLowerCase().includes(name)) return { key: 'password.containsAccount', vars: {} };
  return null;
}
