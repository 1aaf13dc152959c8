import { CAPTCHA_SIZE, PLATFORM_TENANT_ID, type Lang, type TokenAnswer } from '@beree/contracts';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { readStored } from '@/shared/storage/web-storage';
import type { Captcha } from '../auth-api';
import { Icon, type IconName } from './icons';
import { fetchCaptcha, fetchProviders, fetchTenantInfo, providerUrl, requestSignIn, type SignInValues } from './sign-in-api';
import { signInTexts } from './texts';
import './sign-in.css';

/** The colour chosen in the top bar (theme-store's `colorName`), or the product's. */
const primaryColor = () => {
  const stored = readStored<string>('colorName');
  return typeof stored === 'string' && /^#[0-9a-f]{3,6}$/i.test(stored) ? stored : '#409EFF';
};

const LANGS: Lang[] = ['zh', 'en'];
const FIELDS = ['tenantId', 'username', 'password', 'code'] as const;
type Field = (typeof FIELDS)[number];
const REQUIRED: Record<Field, 'tenantIdRequired' | 'usernameRequired' | 'passwordRequired' | 'captchaRequired'> = {
  tenantId: 'tenantIdRequired',
  username: 'usernameRequired',
  password: 'passwordRequired',
  code: 'captchaRequired',
};

export interface SignInHost {
  lang: Lang;
  changeLanguage: (lang: Lang) => void;
  /** Completes the sign-in with the tokens (the session, a dept/role choice); a throw means it did not. */
  finish: (answer: TokenAnswer, values: SignInValues) => Promise<void>;
  /** Opens the guest registration. */
  toRegister: () => void;
  /** The user is about to sign in: the app may start loading. */
  prepare?: () => void;
  /** Another sign-in is under way (a third-party one returning), with this text. */
  busy?: string;
  /** A sign-in whose tokens have arrived, to be completed on showing (handed on from the first page). */
  resume?: { answer: TokenAnswer; values: SignInValues };
  children?: ReactNode;
}

/**
 * The sign-in page in plain React elements, drawn as antd's form was: it is the first thing a
 * visitor downloads, before the router, antd and the request client (docs/adr/0056).
 */
export function SignInForm({ lang, changeLanguage, finish, toRegister, prepare, busy, resume, children }: SignInHost) {
  const t = signInTexts(lang);
  const id = useId();
  const [toast, setToast] = useState<{ text: string; at: number }>();
  const notify = useCallback((text: string) => setToast({ text, at: Date.now() }), []);
  const [captcha, setCaptcha] = useState<Captcha>();
  const [captchaLoading, setCaptchaLoading] = useState(true);
  const [tenant, setTenant] = useState<{ domainTenant?: string }>();
  const [providers, setProviders] = useState<{ source: string; name: string }[]>([]);
  const [values, setValues] = useState<SignInValues>(() => resume?.values ?? { tenantId: '', username: '', password: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, boolean>>>({});
  const [pending, setPending] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const langRef = useRef(lang);
  langRef.current = lang;

  const refreshCaptcha = useCallback(() => {
    setCaptchaLoading(true);
    fetchCaptcha(langRef.current, notify)
      .then(setCaptcha, () => setCaptcha(undefined))
      .finally(() => setCaptchaLoading(false));
  }, [notify]);

  useEffect(() => {
    refreshCaptcha();
    fetchTenantInfo(langRef.current)
      .catch(() => ({}) as { tenantId?: string })
      .then((info) => {
        const domainTenant = info.tenantId || undefined;
        setTenant({ domainTenant });
        if (!resume) setValues((v) => ({ ...v, tenantId: domainTenant ?? readStored<string>('tenantId') ?? PLATFORM_TENANT_ID }));
      });
    fetchProviders(langRef.current).then(setProviders, () => undefined);
    // Once, on showing: the captcha is renewed after each attempt.
  }, []);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(undefined), 3000);
    return () => clearTimeout(timer);
  }, [toast]);

  // A captcha is single use: whatever went wrong, the next attempt needs a fresh one.
  const failed = useCallback(() => {
    setValues((v) => ({ ...v, code: '' }));
    refreshCaptcha();
  }, [refreshCaptcha]);

  const resumed = useRef(false);
  useEffect(() => {
    if (!resume || resumed.current) return;
    resumed.current = true;
    setPending(true);
    finish(resume.answer, resume.values)
      .catch(failed)
      .finally(() => setPending(false));
  }, [resume, finish, failed]);

  const needed = (field: Field) => field !== 'tenantId' || !tenant?.domainTenant;
  const change = (field: Field, value: string) => {
    prepare?.();
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: needed(field) && !value.trim() }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const missing = Object.fromEntries(FIELDS.map((f) => [f, needed(f) && !values[f].trim()]));
    setErrors(missing);
    if (Object.values(missing).some(Boolean)) return;
    prepare?.();
    setPending(true);
    const sent = { ...values, tenantId: tenant?.domainTenant ?? values.tenantId };
    try {
      await finish(await requestSignIn(sent, captcha?.key, lang, notify), sent);
    } catch {
      failed();
    } finally {
      setPending(false);
    }
  };

  const field = (name: Field, label: string, icon: IconName | undefined, control: (props: Record<string, unknown>) => ReactNode, hidden = false) => {
    const inputId = `${id}-${name}`;
    const invalid = !!errors[name];
    return (
      <div className={`beree-si-item${needed(name) ? ' beree-si-required' : ''}${invalid ? ' beree-si-invalid' : ''}`} hidden={hidden}>
        <label className="beree-si-label" htmlFor={inputId}>
          {label}
        </label>
        {control({
          id: inputId,
          value: values[name],
          onChange: (e: { target: { value: string } }) => change(name, e.target.value),
          'aria-required': needed(name),
          'aria-invalid': invalid || undefined,
          'aria-describedby': invalid ? `${inputId}-error` : undefined,
          icon,
        })}
        <div className="beree-si-explain" id={`${inputId}-error`} role={invalid ? 'alert' : undefined}>
          {invalid ? t.auth[REQUIRED[name]] : null}
        </div>
      </div>
    );
  };

  const affixed = ({ icon, suffix, ...props }: Record<string, unknown>, type = 'text') => (
    <span className="beree-si-affix">
      {icon ? <span className="beree-si-prefix"><Icon name={icon as IconName} /></span> : null}
      <input className="beree-si-input" type={type} {...props} />
      {suffix as ReactNode}
    </span>
  );

  return (
    <div className="beree-auth beree-si-root" style={{ ['--beree-si-primary' as string]: primaryColor() }}>
      {toast && (
        <div className="beree-si-toast" role="alert" key={toast.at}>
          <span className="beree-si-toast-box">
            <Icon name="close-circle" />
            <span>{toast.text}</span>
          </span>
        </div>
      )}
      <main className="beree-auth-card beree-panel">
        <div className="beree-auth-head">
          <div>
            <h3 className="beree-si-h3">{t.common.productShort}</h3>
            <span className="beree-si-secondary">{t.auth.subtitle}</span>
          </div>
          <div className="beree-si-lang">
            <button type="button" className="beree-si-text-button" aria-label={t.common.language} aria-haspopup="menu" aria-expanded={menuOpen} onClick={() => setMenuOpen((o) => !o)}>
              <Icon name="translation" />
            </button>
            {menuOpen && (
              <ul className="beree-si-menu" role="menu">
                {LANGS.map((l) => (
                  <li
                    key={l}
                    role="menuitem"
                    tabIndex={0}
                    aria-current={l === lang || undefined}
                    className={l === lang ? 'beree-si-selected' : undefined}
                    onClick={() => {
                      setMenuOpen(false);
                      changeLanguage(l);
                    }}
                    onKeyDown={(e) => {
                      if (e.key !== 'Enter' && e.key !== ' ') return;
                      e.preventDefault();
                      setMenuOpen(false);
                      changeLanguage(l);
                    }}
                  >
                    {t.common.languages[l]}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
        <h4 className="beree-si-h4">{t.auth.title}</h4>
        <div className="beree-si-spin" aria-busy={!!busy}>
          {tenant && (
            <form className="beree-si-form" noValidate onSubmit={(e) => void submit(e)}>
              {field('tenantId', t.auth.tenantId, 'team', (p) => affixed({ ...p, autoComplete: 'organization' }), !!tenant.domainTenant)}
              {field('username', t.auth.username, 'user', (p) => affixed({ ...p, autoComplete: 'username' }))}
              {field('password', t.auth.password, 'lock', (p) =>
                affixed(
                  {
                    ...p,
                    autoComplete: 'current-password',
                    suffix: (
                      <span className="beree-si-suffix">
                        <Icon name={showPassword ? 'eye' : 'eye-invisible'} label={showPassword ? 'eye' : 'eye-invisible'} onClick={() => setShowPassword((s) => !s)} />
                      </span>
                    ),
                  },
                  showPassword ? 'text' : 'password',
                ),
              )}
              {field('code', t.auth.captcha, undefined, ({ icon: _icon, ...p }) => (
                <div className="beree-captcha">
                  <input className="beree-si-input beree-si-plain" {...p} placeholder={t.auth.captcha} maxLength={8} autoComplete="off" />
                  <button
                    type="button"
                    className="beree-captcha-image"
                    style={CAPTCHA_SIZE}
                    onClick={refreshCaptcha}
                    title={captcha ? t.auth.captchaRefresh : t.auth.captchaUnavailable}
                    aria-label={captcha ? t.auth.captchaRefresh : t.auth.captchaUnavailable}
                  >
                    {captchaLoading ? <span className="beree-si-dot" /> : captcha ? <img src={captcha.image} alt={t.auth.captcha} {...CAPTCHA_SIZE} /> : <Icon name="reload" />}
                  </button>
                </div>
              ))}
              <button type="submit" className={`beree-si-primary${pending ? ' beree-si-loading' : ''}`} aria-busy={pending}>
                {pending && <span className="beree-si-dot beree-si-dot-light" />}
                <span>{t.auth.submit}</span>
              </button>
              <div className="beree-si-links">
                <a
                  href="/register"
                  onClick={(e) => {
                    e.preventDefault();
                    toRegister();
                  }}
                >
                  {t.auth.toRegister}
                </a>
              </div>
              {providers.length > 0 && (
                <>
                  <div className="beree-si-divider" role="separator">
                    <span>{t.auth.otherWays}</span>
                  </div>
                  <div className="beree-si-providers">
                    {providers.map((p) => (
                      <button key={p.source} type="button" className="beree-si-default" onClick={() => window.location.assign(providerUrl(p.source))}>
                        <Icon name="login" />
                        <span>{p.name}</span>
                      </button>
                    ))}
                  </div>
                </>
              )}
            </form>
          )}
          {busy && (
            <div className="beree-si-busy" role="status">
              <span className="beree-si-dot" />
              <span>{busy}</span>
            </div>
          )}
        </div>
        {children}
      </main>
    </div>
  );
}
