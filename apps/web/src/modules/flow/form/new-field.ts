import type { WfFormContent, WfFormField, WfFormFieldType } from '@beree/contracts';

/** A field of the type just added to a form: a key not yet used, and a label to edit. */
export function newField(content: WfFormContent, type: WfFormFieldType): WfFormField {
  const used = new Set(content.fields.map((f) => f.key));
  let n = content.fields.length + 1;
  while (used.has(`field${n}`)) n += 1;
  const field: WfFormField = { key: `field${n}`, label: { zh: `字段${n}`, en: `Field ${n}` }, type };
  if (type === 'select') field.options = [{ value: 'a', label: { zh: '选项一', en: 'Option 1' } }];
  return field;
}

/** The list with the item at `from` moved to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item);
  return out;
}
