import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFullscreen } from './use-fullscreen';

/** The top bar's full-screen toggle; its icon follows the browser's full-screen state. */
export function FullscreenButton() {
  const { t } = useTranslation('layout');
  const { active, toggle } = useFullscreen();
  const label = t(active ? 'exitFullscreen' : 'fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" icon={active ? <FullscreenExitOutlined /> : <FullscreenOutlined />} aria-label={label} onClick={() => void toggle()} />
    </Tooltip>
  );
}
