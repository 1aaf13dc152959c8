import { badRequest } from '../../../core/http/errors';

/**
 * Functions a report may not call even though its role could: changing settings (set_config could
 * move app.tenant_id or the role between statements), running SQL of its own text past this check
 * (the *_to_xml family), locks, notifications, sequences, signals and server files. The database
 * is the real barrier — a read-only transaction under the reporting role — this is the first one.
 */
const DENIED_FUNCTIONS = [
  /^set_config$/,
  /^(query|table|cursor|schema|database)_to_xml(schema|_and_xmlschema)?$/,
  /^(query|table|cursor|schema|database)_to_xmlschema$/,
  /advisory/,
  /^pg_notify$/,
  /^(nextval|setval|currval|lastval)$/,
  /^pg_(terminate|cancel)_backend$/,
  /^pg_(reload_conf|rotate_logfile|promote|switch_wal|create_restore_point|log_backend_memory_contexts)$/,
  /^pg_(read_file|read_binary_file|ls_\w+|stat_file)$/,
  /^lo_\w+$/,
  /^dblink/,
  /^txid_current$|^pg_current_xact_id$/,
];

let loaded: Promise<void> | undefined;
let parseSync: typeof import('libpg-query').parseSync | undefined;
/** The parser is WebAssembly: imported and loaded once, before the first report is checked, not at start. */
export function loadSqlParser(): Promise<void> {
  loaded ??= import('libpg-query').then(async (parser) => {
    await parser.loadModule();
    parseSync = parser.parseSync;
  });
  return loaded;
}

type Node = Record<string, unknown>;

/** Every node of the tree with its key, depth first. */
function* walk(value: unknown, key = ''): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* walk(item, key);
    return;
  }
  if (!value || typeof value !== 'object') return;
  for (const [k, v] of Object.entries(value as Node)) {
    yield [k, v];
    yield* walk(v, k);
  }
}

const functionName = (call: Node): string =>
  ((call.funcname as { String?: { sval?: string } }[] | undefined) ?? []).map((part) => part.String?.sval ?? '').join('.');

/**
 * Checks a report's query (its named parameters already turned into $n): exactly one statement,
 * a SELECT — WITH … SELECT included — that writes nothing anywhere in it (no data-modifying WITH,
 * no SELECT INTO, no FOR UPDATE) and calls no denied function, nor one of the database's own
 * SECURITY DEFINER functions (`definers`). Answers 400 naming querySql otherwise.
 */
export function checkReportSql(text: string, definers: ReadonlySet<string> = new Set()): void {
  if (!parseSync) throw new Error('loadSqlParser() must resolve before a report is checked');
  let tree: { stmts?: { stmt?: Node }[] };
  try {
    tree = parseSync(text) as unknown as typeof tree;
  } catch (error) {
    throw badRequest('report.sql.syntax', { field: 'querySql', detail: (error as Error).message });
  }
  const statements = (tree.stmts ?? []).filter((s) => s.stmt);
  if (statements.length === 0) throw badRequest('report.querySql.required', { field: 'querySql' });
  if (statements.length > 1) throw badRequest('report.sql.single', { field: 'querySql' });
  const statement = statements[0]!.stmt!;
  if (!('SelectStmt' in statement)) throw badRequest('report.sql.selectOnly', { field: 'querySql' });
  for (const [key, value] of walk(statement)) {
    if (key === 'InsertStmt' || key === 'UpdateStmt' || key === 'DeleteStmt' || key === 'MergeStmt' || key === 'intoClause' || key === 'lockingClause') {
      throw badRequest('report.sql.selectOnly', { field: 'querySql' });
    }
    if (key === 'FuncCall') {
      const name = functionName(value as Node).toLowerCase();
      const last = name.split('.').pop()!;
      if (DENIED_FUNCTIONS.some((re) => re.test(last)) || definers.has(last)) throw badRequest('report.sql.function', { field: 'querySql', name });
    }
  }
}
