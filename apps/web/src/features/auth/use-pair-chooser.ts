import type { SwitchOptions } from '@beree/contracts';
import { useCallback, useState } from 'react';
import type { SwitchPair } from './auth-api';
import type { ChoosePair } from './login';

interface Pending {
  options: SwitchOptions;
  resolve: (pair: SwitchPair | null) => void;
}

/**
 * Lets the sign-in flow ask for a dept and role: `choose` opens the dialog and resolves with the
 * user's choice (null when they cancel); `pending` drives the dialog.
 */
export function usePairChooser() {
  const [pending, setPending] = useState<Pending>();
  const choose: ChoosePair = useCallback((options) => new Promise((resolve) => setPending({ options, resolve })), []);
  const settle = (pair: SwitchPair | null) => {
    pending?.resolve(pair);
    setPending(undefined);
  };
  return { choose, pending, settle };
}
