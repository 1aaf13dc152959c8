import { ExpressionError, parseExpression, type Node } from './parse';

/**
 * An attribute value as written in the model: plain text, one `${…}` (its value keeps its type),
 * or text mixed with `${…}` parts (the result is a string). `#{…}` is accepted as JUEL allows.
 */
export type Template = { kind: 'text'; text: string } | { kind: 'expr'; source: string; node: Node } | { kind: 'mixed'; parts: (string | Node)[] };

/** Finds the end of a `${` part, skipping braces and quotes inside it. */
function closing(text: string, from: number): number {
  let depth = 0;
  let quote = '';
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0) return i;
      depth--;
    }
  }
  return -1;
}

export function parseTemplate(text: string): Template {
  const parts: (string | Node)[] = [];
  let rest = 0;
  let single: { source: string; node: Node } | undefined;
  for (let i = 0; i < text.length; i++) {
    if ((text[i] === '$' || text[i] === '#') && text[i + 1] === '{') {
      const end = closing(text, i + 2);
      if (end < 0) throw new ExpressionError(text, 'missing }');
      if (i > rest) parts.push(text.slice(rest, i));
      const source = text.slice(i + 2, end).trim();
      if (!source) throw new ExpressionError(text, 'empty expression');
      const node = parseExpression(source);
      parts.push(node);
      single = { source, node };
      rest = end + 1;
      i = end;
    }
  }
  if (rest < text.length) parts.push(text.slice(rest));
  if (!single) return { kind: 'text', text };
  if (parts.length === 1) return { kind: 'expr', ...single };
  return { kind: 'mixed', parts };
}
