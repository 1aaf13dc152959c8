import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { Registration } from '@/modules/scm/company-registration/api';
import { CompanyRegisterForm } from '@/modules/scm/company-registration/apply/CompanyRegisterForm';
import { StatusLookup } from '@/modules/scm/company-registration/apply/StatusLookup';
import { AuthCard } from './AuthCard';
import { GuestRegisterForm } from './GuestRegisterForm';

type Choice = 'company' | 'guest' | 'status';
const CHOICES: Choice[] = ['company', 'guest', 'status'];

/**
 * /register: a company signs itself up first (ADR 0023); a guest joins an existing tenant; an
 * applicant looks up a registration. `?type=` picks one; the bind dialog opens the guest form.
 */
export default function RegisterPage() {
  const { t } = useTranslation(['company', 'auth']);
  const oauthId = (useLocation().state as { oauthId?: string } | null)?.oauthId;
  const [params, setParams] = useSearchParams();
  const asked = params.get('type') as Choice | null;
  const choice: Choice = oauthId ? 'guest' : asked && CHOICES.includes(asked) ? asked : 'company';
  const [lookUp, setLookUp] = useState<{ id: string; mobile: string }>();
  const [correcting, setCorrecting] = useState<Registration>();
  const choose = (next: Choice) => setParams(next === 'company' ? {} : { type: next }, { replace: true });
  return (
    <AuthCard title={choice === 'guest' ? t('auth:register.title') : t('company:chooseCompany')} maxWidth={choice === 'company' ? 880 : undefined}>
      {!oauthId && (
        <Segmented<Choice>
          block
          value={choice}
          onChange={(next) => {
            setCorrecting(undefined);
            choose(next);
          }}
          options={CHOICES.map((value) => ({ value, label: t(`company:choose${value[0].toUpperCase()}${value.slice(1)}`) }))}
          style={{ marginBottom: 24 }}
        />
      )}
      {choice === 'company' && (
        <CompanyRegisterForm
          key={correcting?.id ?? 'new'}
          correcting={correcting}
          onLookUp={(id, mobile) => {
            setLookUp({ id, mobile });
            choose('status');
          }}
        />
      )}
      {choice === 'guest' && <GuestRegisterForm />}
      {choice === 'status' && (
        <StatusLookup
          key={lookUp?.id ?? 'blank'}
          initial={lookUp}
          onCorrect={(registration) => {
            setCorrecting(registration);
            choose('company');
          }}
        />
      )}
    </AuthCard>
  );
}
