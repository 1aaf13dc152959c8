import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import ReloadOutlined from '@ant-design/icons-svg/es/asn/ReloadOutlined';
import TeamOutlined from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';

/** antd's icons drawn from the same path data, without @ant-design/icons and its context. */
const ICONS = {
  'close-circle': CloseCircleFilled,
  'eye-invisible': EyeInvisibleOutlined,
  eye: EyeOutlined,
  lock: LockOutlined,
  login: LoginOutlined,
  reload: ReloadOutlined,
  team: TeamOutlined,
  translation: TranslationOutlined,
  user: UserOutlined,
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

export function Icon({ name, label, onClick }: { name: IconName; label?: string; onClick?: () => void }) {
  const { icon } = ICONS[name];
  if (typeof icon === 'function') return null;
  return (
    <span role="img" aria-label={label ?? name} aria-hidden={label ? undefined : true} className={`anticon beree-icon anticon-${name}`} onClick={onClick}>
      <svg viewBox={icon.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.children?.map((child, i) => (child.tag === 'path' ? <path key={i} d={child.attrs.d} /> : null))}
      </svg>
    </span>
  );
}
