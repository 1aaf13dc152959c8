import { useState } from 'react';
import { Button, Input, Space } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';

/** A fresh shared secret: 32 hexadecimal characters from the browser's secure random source. */
export function newSecret(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The shared secret, typed masked or made here and shown in clear so the clerk can hand it to the
 * partner: once saved it is never shown again, only its last four characters.
 */
export function SecretInput({ id, value, onChange, onBlur, disabled }: WidgetProps) {
  const { t } = useTranslation('pushEndpoint');
  const [visible, setVisible] = useState(false);
  const generate = () => {
    onChange?.(newSecret());
    setVisible(true);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input.Password
        id={id}
        autoComplete="new-password"
        placeholder={t('secretPlaceholder')}
        disabled={disabled}
        visibilityToggle={{ visible, onVisibleChange: setVisible }}
        value={(value as string | undefined) ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        onBlur={onBlur}
      />
      <Button icon={<KeyOutlined />} disabled={disabled} onClick={generate}>
        {t('generate')}
      </Button>
    </Space.Compact>
  );
}
