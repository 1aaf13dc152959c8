import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The module of @rc-component/form that defines FormProvider, and nothing of fields or rules. */
const FORM_CONTEXT = createRequire(import.meta.url).resolve('@rc-component/form/es/FormContext.js');
/** antd's form context, which every dropdown, popover and dialog imports to isolate forms. */
const ANTD_FORM_CONTEXT = /[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/;

/**
 * Keeps the form engine out of the shell (docs/adr/0056): antd's form context imports
 * `FormProvider` from @rc-component/form's index, whose module attaches Field, List and the
 * validator to the Form it exports, so the whole engine and its async validator came along with
 * every menu and dropdown. That one import gets the same FormProvider from the module defining it;
 * screens with a form import the index as before, and the two share that module.
 */
export function antdFormContextPlugin(): Plugin {
  return {
    name: 'beree:antd-form-context',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@rc-component/form' && importer && ANTD_FORM_CONTEXT.test(importer)) return FORM_CONTEXT;
      return undefined;
    },
  };
}
