import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const IS_BRIGHT = fileURLToPath(new URL('../src/shared/antd/is-bright.ts', import.meta.url));
/** The styles that only want `isBright` from the colour picker's presets component. */
const STYLE_IMPORTERS = /[\\/]antd[\\/]es[\\/](button|tag)[\\/]style[\\/]/;
const RC_COLOR_PICKER = /[\\/]@rc-component[\\/]color-picker[\\/]es[\\/]/;

/**
 * Keeps antd's colour picker out of the screens that only have buttons (docs/adr/0056): Button's
 * and Tag's styles import `isBright` from the picker's presets component, whose module brings
 * Collapse and, through @rc-component/color-picker's index (which declares no side effects of its
 * own), the whole picker. Those two imports get the same function from a module of its own, and
 * the picker's modules are declared free of side effects, so the shell keeps only its Color class.
 * The picker itself, loaded with the theme dialog, is unchanged.
 */
export function antdColourHelpersPlugin(): Plugin {
  return {
    name: 'beree:antd-colour-helpers',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer && STYLE_IMPORTERS.test(importer) && source.endsWith('/color-picker/components/ColorPresets')) return IS_BRIGHT;
      if (!source.includes('color-picker') || !importer) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved && RC_COLOR_PICKER.test(resolved.id)) return { ...resolved, moduleSideEffects: false };
      return undefined;
    },
  };
}
