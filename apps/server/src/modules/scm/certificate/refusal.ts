/** A rule's answer when it refuses: the message key and its values, and whether it blocks or warns. */
export interface Refusal {
  rule: 'R12' | 'R13';
  key: string;
  field: string;
  vars: Record<string, string>;
  severity: 'ERROR' | 'WARNING';
}
