import type { Lang } from '@beree/contracts';
import enAuth from '@/locales/en/auth.json';
import enCommon from '@/locales/en/common.json';
import enRequest from '@/locales/en/request.json';
import enRoute from '@/locales/en/route.json';
import zhAuth from '@/locales/zh/auth.json';
import zhCommon from '@/locales/zh/common.json';
import zhRequest from '@/locales/zh/request.json';
import zhRoute from '@/locales/zh/route.json';

const TEXTS = {
  zh: { auth: zhAuth.login, common: zhCommon, request: zhRequest, route: zhRoute },
  en: { auth: enAuth.login, common: enCommon, request: enRequest, route: enRoute },
};

export type SignInTexts = (typeof TEXTS)['zh'];

/**
 * The sign-in page's texts, read from the same locale files i18next serves, without i18next: the
 * page shows before the app (and its i18next) has loaded.
 */
export const signInTexts = (lang: Lang): SignInTexts => TEXTS[lang] ?? TEXTS.zh;

/** `{{name}}` placeholders filled in, as i18next does. */
export const fill = (text: string, vars: Record<string, unknown>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
