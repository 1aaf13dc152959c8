import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { IdentityUnbound, loginFederated } from './federated';
import type { ChoosePair } from './login';

/** States already sent to the token endpoint: a code works once, even when an effect runs twice. */
const handled = new Set<string>();

/**
 * The provider of a third-party sign-in returns to /login?code=…&state=…: completes the sign-in
 * (the navigation guard then leaves /login), or hands out the oauthId of an identity to bind.
 */
export function useFederatedCallback(choose: ChoosePair) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [oauthId, setOauthId] = useState<string>();
  const [busy, setBusy] = useState(false);
  const code = params.get('code');
  const state = params.get('state');
  const iss = params.get('iss') ?? undefined;

  useEffect(() => {
    if (!code || !state || handled.has(state)) return;
    handled.add(state);
    setBusy(true);
    loginFederated({ code, state, iss }, choose)
      .catch((error: unknown) => {
        if (error instanceof IdentityUnbound) setOauthId(error.oauthId);
        // Otherwise the reason was shown; the plain login form remains.
        void navigate('/login', { replace: true });
      })
      .finally(() => setBusy(false));
  }, [code, state, iss, choose, navigate]);

  return { busy, oauthId, clearOauthId: () => setOauthId(undefined) };
}
