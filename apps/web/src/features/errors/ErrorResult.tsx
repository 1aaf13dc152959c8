import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorStatus = '403' | '404' | '500';

interface ErrorResultProps {
  status: ErrorStatus;
  subTitle?: string;
  /** Offers a retry button beside the way home. */
  onRetry?: () => void;
}

/** The 403 / 404 / 500 result with a way home; used as a page and inside the layout. */
export function ErrorResult({ status, subTitle, onRetry }: ErrorResultProps) {
  const { t } = useTranslation('errors');
  const navigate = useNavigate();
  return (
    <Result
      status={status}
      title={status}
      subTitle={subTitle ?? t(status)}
      extra={[
        onRetry && (
          <Button key="retry" onClick={onRetry}>
            {t('common:retry')}
          </Button>
        ),
        <Button key="home" type="primary" onClick={() => void navigate('/')}>
          {t('common:backHome')}
        </Button>,
      ]}
    />
  );
}
