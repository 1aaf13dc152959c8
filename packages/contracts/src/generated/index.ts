/**
 * Contracts of the modules made by the code generator (代码生成, ADR 0054): one line per module,
 * `export * as <name> from './<resource>';`, each exporting submitSchema, Submit, permissions and
 * messages. The generator adds its line; nothing else needs editing for the contracts.
 */
export {};
