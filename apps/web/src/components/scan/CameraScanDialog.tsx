import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** What became of a code the camera read: null when it was taken, else the message saying why not. */
export type CodeOutcome = string | null;

export interface CameraScanDialogProps {
  title: string;
  /** Each code read, once per opening of the dialog; answers what became of it. */
  onCode: (code: string) => CodeOutcome | Promise<CodeOutcome>;
  /** Closes the dialog once a code has been taken (a note found), rather than scanning on. */
  closeOnTaken?: boolean;
  onClose: () => void;
}

type State = 'starting' | 'live' | 'insecure' | 'noCamera' | 'denied' | 'failed';

/** Why getUserMedia failed, as the dialog says it. */
const stateOfError = (error: unknown): State => {
  const name = (error as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
};

/**
 * A small live picture of the camera (the rear one where there is one) that reads the codes held
 * before it, continuously, and hands each new one to `onCode` as if a scanner had typed it. The
 * reader (ZXing in WebAssembly) loads with this dialog, not with the page. Without a camera, or
 * when the browser refuses it, the dialog says so.
 */
export default function CameraScanDialog({ title, onCode, closeOnTaken, onClose }: CameraScanDialogProps) {
  const { t } = useTranslation('delivery');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<State>('starting');
  const [last, setLast] = useState<{ code: string; problem: CodeOutcome } | null>(null);
  // The loop outlives renders: it calls the latest handler, with the screen's latest state.
  const handlers = useRef({ onCode, onClose, closeOnTaken });
  handlers.current = { onCode, onClose, closeOnTaken };

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    // A code held before the camera is read in frame after frame: it counts once per opening.
    const seen = new Set<string>();
    const run = async () => {
      if (!navigator.mediaDevices?.getUserMedia) return setState(window.isSecureContext ? 'noCamera' : 'insecure');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (error) {
        return setState(stateOfError(error));
      }
      if (stopped) return stream.getTracks().forEach((track) => track.stop());
      const element = video.current!;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const reader = (await import('./detector')).createReader();
      if (stopped) return;
      setState('live');
      while (!stopped) {
        const codes = element.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA ? await reader.read(element).catch(() => []) : [];
        for (const code of codes) {
          if (stopped || seen.has(code)) continue;
          seen.add(code);
          const problem = await handlers.current.onCode(code);
          setLast({ code, problem });
          if (problem === null && handlers.current.closeOnTaken) return handlers.current.onClose();
        }
        // The next frame, once this one is read: as fast as the device decodes, no faster than it draws.
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    };
    void run();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  const trouble = state !== 'starting' && state !== 'live';
  return (
    <Modal
      open
      title={title}
      width={400}
      destroyOnHidden
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('camera.done')}</Button>}
    >
      <Flex vertical gap="small">
        {trouble ? (
          <Alert type="warning" showIcon role="alert" message={t(`camera.${state}`)} />
        ) : (
          <Typography.Text type="secondary">{t(state === 'starting' ? 'camera.starting' : 'camera.hint')}</Typography.Text>
        )}
        <video
          ref={video}
          muted
          playsInline
          aria-label={t('camera.preview')}
          style={{ display: trouble ? 'none' : 'block', width: '100%', maxHeight: 280, background: '#000', borderRadius: 6, objectFit: 'cover' }}
        />
        {last && (
          <Typography.Text role="status" type={last.problem ? 'danger' : 'success'}>
            {last.problem ?? t('camera.taken', { code: last.code.replace(/\u001d/g, ' ') })}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}
