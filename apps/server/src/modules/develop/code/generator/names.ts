/** The names one generated module is spelled with, all derived from the code definition. */
export interface ModuleNames {
  /** demo-widget: the resource segment of the API, the folders, the migration tag. */
  kebab: string;
  /** demoWidget: the contracts namespace, the i18n namespace, variables. */
  camel: string;
  /** DemoWidget: the page component. */
  pascal: string;
  /** demo_widget: the menu and permission codes. */
  snake: string;
  /** /beree-scm/demo-widget: the API base under /api. */
  base: string;
  /** scm: the web folder and the first segment of the page's path (the service without its blade-/beree- prefix). */
  webFolder: string;
  /** /scm/demo-widget: the menu path. */
  path: string;
}

export const camelCase = (text: string) => text.replace(/[-_]+([a-z0-9])/g, (_, c: string) => c.toUpperCase());
export const pascalCase = (text: string) => {
  const camel = camelCase(text);
  return camel.charAt(0).toUpperCase() + camel.slice(1);
};
export const snakeCase = (text: string) => text.replace(/-/g, '_');

/** widgetName → "Widget name": the English label when the model has none of its own. */
export function humanize(camel: string): string {
  const words = camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function moduleNames(serviceName: string, resource: string): ModuleNames {
  const webFolder = camelCase(serviceName.replace(/^(blade|beree)-/, ''));
  return {
    kebab: resource,
    camel: camelCase(resource),
    pascal: pascalCase(resource),
    snake: snakeCase(resource),
    base: `/${serviceName}/${resource}`,
    webFolder,
    path: `/${webFolder}/${resource}`,
  };
}

/** A string as a single-quoted TypeScript literal. */
export const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
