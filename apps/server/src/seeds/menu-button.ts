import type { MenuSeed } from './menus';

/** A button of a menu page: its code is the permission the server checks. */
export const button = (code: string, name: string, nameEn: string, alias: string, source = 'setting', action = 2): MenuSeed => ({ code, name, nameEn, alias, source, category: 2, action });
