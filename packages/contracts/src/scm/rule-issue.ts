/**
 * A business rule's finding about one field: the field (`certNo`, `lines.2.expiryDate`), the
 * message key and its values. The server refuses with the first (or all of them at once, see
 * `RULES_SEVERAL`); a form marks every field the list names before it sends anything.
 */
export interface RuleIssue {
  field: string;
  key: string;
  vars: Record<string, string | number>;
}

export const issue = (field: string, key: string, vars: Record<string, string | number> = {}): RuleIssue => ({ field, key, vars: { ...vars, field } });
