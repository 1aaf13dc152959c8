import { badRequest } from '../../../core/http/errors';

/** A piece of a report's query: text as written, or a parameter named there. */
export type SqlPiece = { text: string } | { param: string };

const IDENT_START = /[A-Za-z_]/;
const IDENT = /[A-Za-z0-9_]/;

/**
 * Splits a report's query at its named parameters — `:name` and `#{name}` — leaving string
 * literals, quoted identifiers, comments, dollar-quoted bodies and `::` casts alone. Positional
 * `$1` parameters are refused: the report binds its own. The pieces are put back together with
 * real bind parameters ($1…), never with the values spliced in.
 */
export function splitNamedParams(query: string): SqlPiece[] {
  const pieces: SqlPiece[] = [];
  let text = '';
  let i = 0;
  const n = query.length;
  const unterminated = () => badRequest('report.sql.unterminated', { field: 'querySql' });
  const until = (close: string, from: number) => {
    const end = query.indexOf(close, from);
    if (end < 0) throw unterminated();
    return end + close.length;
  };
  while (i < n) {
    const c = query[i]!;
    const next = query[i + 1];
    if (c === "'") {
      // E'…' strings take backslash escapes; '' doubles a quote in every kind.
      const escapes = i > 0 && /[eE]/.test(query[i - 1]!) && (i < 2 || !IDENT.test(query[i - 2]!));
      let j = i + 1;
      for (;;) {
        if (j >= n) throw unterminated();
        if (escapes && query[j] === '\\') j += 2;
        else if (query[j] === "'" && query[j + 1] === "'") j += 2;
        else if (query[j] === "'") break;
        else j += 1;
      }
      text += query.slice(i, j + 1);
      i = j + 1;
    } else if (c === '"') {
      let j = i + 1;
      for (;;) {
        if (j >= n) throw unterminated();
        if (query[j] === '"' && query[j + 1] === '"') j += 2;
        else if (query[j] === '"') break;
        else j += 1;
      }
      text += query.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && next === '-') {
      const end = query.indexOf('\n', i);
      const stop = end < 0 ? n : end;
      text += query.slice(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      // Block comments nest in PostgreSQL.
      let depth = 0;
      let j = i;
      do {
        if (j >= n) throw unterminated();
        if (query[j] === '/' && query[j + 1] === '*') {
          depth += 1;
          j += 2;
        } else if (query[j] === '*' && query[j + 1] === '/') {
          depth -= 1;
          j += 2;
        } else j += 1;
      } while (depth > 0);
      text += query.slice(i, j);
      i = j;
    } else if (c === '$') {
      if (next !== undefined && /\d/.test(next)) {
        const m = /^\$\d+/.exec(query.slice(i))![0];
        throw badRequest('report.sql.positional', { field: 'querySql', name: m });
      }
      const tag = /^\$(?:[A-Za-z_][A-Za-z0-9_]*)?\$/.exec(query.slice(i));
      if (tag && !(i > 0 && IDENT.test(query[i - 1]!))) {
        const end = until(tag[0], i + tag[0].length);
        text += query.slice(i, end);
        i = end;
      } else {
        text += c;
        i += 1;
      }
    } else if (c === ':' && next === ':') {
      text += '::';
      i += 2;
    } else if (c === ':' && next !== undefined && IDENT_START.test(next)) {
      let j = i + 1;
      while (j < n && IDENT.test(query[j]!)) j += 1;
      if (text) pieces.push({ text });
      text = '';
      pieces.push({ param: query.slice(i + 1, j) });
      i = j;
    } else if (c === '#' && next === '{') {
      const m = /^#\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}/.exec(query.slice(i));
      if (!m) {
        text += c;
        i += 1;
        continue;
      }
      if (text) pieces.push({ text });
      text = '';
      pieces.push({ param: m[1]! });
      i += m[0].length;
    } else {
      text += c;
      i += 1;
    }
  }
  if (text) pieces.push({ text });
  return pieces;
}
