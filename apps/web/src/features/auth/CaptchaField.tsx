import { ReloadOutlined } from '@ant-design/icons';
import { CAPTCHA_SIZE } from '@beree/contracts';
import { Input, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Captcha } from './auth-api';

interface CaptchaFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  captcha: Captcha | undefined;
  loading: boolean;
  onRefresh: () => void;
}

/**
 * The captcha text input beside its image, shown at the size the server draws it (a smaller one
 * is hard to read); clicking the image fetches a new one.
 */
export function CaptchaField({ value, onChange, captcha, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  return (
    <div className="beree-captcha">
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder={t('login.captcha')} maxLength={8} autoComplete="off" />
      <button
        type="button"
        className="beree-captcha-image"
        style={CAPTCHA_SIZE}
        onClick={onRefresh}
        title={captcha ? t('login.captchaRefresh') : t('login.captchaUnavailable')}
        aria-label={captcha ? t('login.captchaRefresh') : t('login.captchaUnavailable')}
      >
        {loading ? <Spin size="small" /> : captcha ? <img src={captcha.image} alt={t('login.captcha')} {...CAPTCHA_SIZE} /> : <ReloadOutlined />}
      </button>
    </div>
  );
}
