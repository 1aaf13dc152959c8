/** DMN documents for tests. */
/** DMN 1.3's namespace. */
export const DMN13 = 'https://www.omg.org/spec/DMN/20191111/MODEL/';
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A DMN 1.3 document of one decision table: inputs' expressions, outputs' names, rules as [tests, outputs]. */
export function tableXml(o: { key?: string; hitPolicy?: string; aggregation?: string; inputs: string[]; outputs: string[]; rules: [string[], string[]][] }): string {
  const inputs = o.inputs.map((e, i) => `<input id="in${i}" label="${esc(e)}"><inputExpression id="ie${i}"><text>${esc(e)}</text></inputExpression></input>`).join('');
  const outputs = o.outputs.map((n, i) => `<output id="out${i}" name="${n}"/>`).join('');
  const rules = o.rules
    .map(([tests, outs], r) => `<rule id="rule${r + 1}">${tests.map((t, i) => `<inputEntry id="r${r}i${i}"><text>${esc(t)}</text></inputEntry>`).join('')}${outs.map((t, i) => `<outputEntry id="r${r}o${i}"><text>${esc(t)}</text></outputEntry>`).join('')}</rule>`)
    .join('');
  const policy = `${o.hitPolicy ? ` hitPolicy="${o.hitPolicy}"` : ''}${o.aggregation ? ` aggregation="${o.aggregation}"` : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?><definitions xmlns="${DMN13}" id="defs" name="D" namespace="http://beree"><decision id="${o.key ?? 'approval'}" name="审批人"><decisionTable id="t"${policy}>${inputs}${outputs}${rules}</decisionTable></decision></definitions>`;
}
