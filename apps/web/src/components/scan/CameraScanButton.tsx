import { lazy, Suspense, useEffect, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CameraOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CameraScanDialogProps } from './CameraScanDialog';

const CameraScanDialog = lazy(() => import('./CameraScanDialog'));

/** A phone's width: there the camera is the scanner, whatever the device reports before asking. */
const PHONE = '(max-width: 767px)';

/** Whether to offer the camera: on a phone-sized screen, or where the browser lists a video input. */
function useCameraOffered(): boolean {
  const [offered, setOffered] = useState(() => typeof window !== 'undefined' && !!window.matchMedia?.(PHONE).matches);
  useEffect(() => {
    if (offered || !navigator.mediaDevices?.enumerateDevices) return;
    let live = true;
    // Before permission the devices come without labels, but with their kind.
    navigator.mediaDevices
      .enumerateDevices()
      .then((devices) => live && setOffered(devices.some((d) => d.kind === 'videoinput')))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [offered]);
  return offered;
}

/** The camera button beside a scan field: opens a live picture that reads codes into it. */
export function CameraScanButton(props: Omit<CameraScanDialogProps, 'onClose'>) {
  const { t } = useTranslation('delivery');
  const offered = useCameraOffered();
  const [open, setOpen] = useState(false);
  if (!offered) return null;
  return (
    <>
      <Tooltip title={t('camera.open')}>
        <Button icon={<CameraOutlined />} aria-label={t('camera.open')} onClick={() => setOpen(true)} />
      </Tooltip>
      {open && (
        <Suspense fallback={null}>
          <CameraScanDialog {...props} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
