/**
 * Modules made by the code generator (代码生成, ADR 0054): one line per module,
 * `export * as <name> from './<resource>/module';`, each exporting `register` (its routes) and
 * `menu` (its menu and buttons). discovery.ts registers the routes, seeds/generated-menus.ts seeds
 * the menus; the generator adds the line, nothing else is edited to wire a module in.
 */
export {};
