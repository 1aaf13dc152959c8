import type { Lang } from '@beree/contracts';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { handOnSignIn } from '@/features/auth/sign-in/handoff';
import { SignInForm } from '@/features/auth/sign-in/SignInForm';
import { signInTexts } from '@/features/auth/sign-in/texts';
import { readStored, writeStored } from '@/shared/storage/web-storage';

// As features/locale/language keeps it, without the translations that module brings along.
const storedLanguage = (): Lang => (readStored<string>('language') === 'en' ? 'en' : 'zh');

/** The app (router, antd, translations), fetched once while the visitor types. */
let app: Promise<typeof import('./app')> | undefined;
const loadApp = () => (app ??= import('./app').then(async (m) => (await import('@/features/auth/LoginPage'), m)));

/**
 * An unsigned visitor of /login gets the sign-in page alone (React and the page, no router or
 * antd). The app takes over the page when the tokens have arrived (its login page completes the
 * sign-in: a dept/role choice, the session) or when the visitor goes elsewhere.
 */
export function startLightSignIn(container: HTMLElement): void {
  const root = createRoot(container);
  const handOver = async () => {
    const { startApp } = await loadApp();
    root.unmount();
    startApp(container);
  };

  function LightSignIn() {
    const [lang, setLang] = useState<Lang>(storedLanguage);
    useEffect(() => {
      const t = signInTexts(lang);
      document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
      document.title = `${t.route.login} - ${t.common.productTitle}`;
    }, [lang]);
    return (
      <SignInForm
        lang={lang}
        changeLanguage={(next) => {
          writeStored('language', next);
          setLang(next);
        }}
        prepare={() => void loadApp().catch(() => (app = undefined))}
        finish={async (answer, values) => {
          handOnSignIn({ answer, values });
          await handOver();
        }}
        toRegister={() => {
          window.history.pushState(null, '', '/register');
          void handOver();
        }}
      />
    );
  }

  root.render(
    <StrictMode>
      <LightSignIn />
    </StrictMode>,
  );
}
