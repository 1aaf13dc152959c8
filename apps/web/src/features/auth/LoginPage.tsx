import type { Lang, TokenAnswer } from '@beree/contracts';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { changeLanguage, withPageTranslations } from '@/features/locale/i18n';
import { isLang } from '@/features/locale/language';
import { loadChunk } from '@/shared/utils/load-chunk';
import { loginWith } from './login';
import './sign-in/app-transport';
import { takeSignIn } from './sign-in/handoff';
import { SignInForm } from './sign-in/SignInForm';
import { useFederatedCallback } from './use-federated-callback';
import { usePairChooser } from './use-pair-chooser';

// Rarely needed, so not part of what every visitor of /login downloads.
// They speak beyond the boot namespaces, so they bring the language's pack.
const SwitchDialog = lazy(() => loadChunk(withPageTranslations(() => import('@/features/switch/SwitchDialog'))).then((m) => ({ default: m.SwitchDialog })));
const BindDialog = lazy(() => loadChunk(withPageTranslations(() => import('./BindDialog'))).then((m) => ({ default: m.BindDialog })));

/**
 * Sign-in, by password or through a third-party provider (which returns here with a code); once
 * the session exists the navigation guard leaves /login for the home page. The form is the one
 * the first page shows (boot/light-sign-in), which hands a sign-in on here to complete.
 */
export default function LoginPage() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const chooser = usePairChooser();
  const federated = useFederatedCallback(chooser.choose);
  const [resume] = useState(takeSignIn);
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'zh';
  const { choose } = chooser;
  const finish = useCallback(async (answer: TokenAnswer) => void (await loginWith(answer, choose)), [choose]);

  return (
    <SignInForm
      lang={lang}
      changeLanguage={(next) => void changeLanguage(next)}
      finish={finish}
      toRegister={() => void navigate('/register')}
      busy={federated.busy ? t('login.federatedBusy') : undefined}
      resume={resume}
    >
      <Suspense fallback={null}>
        {chooser.pending && (
          <SwitchDialog
            open
            options={chooser.pending.options}
            title={t('switch:loginTitle')}
            hint={t('switch:loginHint')}
            onSubmit={(pair) => chooser.settle(pair)}
            onCancel={() => chooser.settle(null)}
          />
        )}
        {federated.oauthId && (
          <BindDialog
            oauthId={federated.oauthId}
            onDone={() => {
              federated.clearOauthId();
              void navigate('/login', { replace: true });
            }}
            onCancel={federated.clearOauthId}
          />
        )}
      </Suspense>
    </SignInForm>
  );
}
