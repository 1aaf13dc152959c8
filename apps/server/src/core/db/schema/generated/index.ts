/**
 * Tables of the modules made by the code generator (ADR 0054): one line per module,
 * `export * from './<resource>';`. Their migrations are generated with them.
 */
export {};
