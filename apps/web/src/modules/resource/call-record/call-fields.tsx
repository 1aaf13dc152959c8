import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Words for what the provider names in English: shown as the provider's own word when there is none. */
function useNamed(group: 'directions' | 'dispositions' | 'initiators') {
  const { t, i18n } = useTranslation('ccc');
  return (value: unknown) => {
    if (value == null || value === '') return '--';
    const key = `${group}.${String(value)}`;
    return i18n.exists(`ccc:${key}`) ? t(key) : String(value);
  };
}

const DIRECTION_COLORS: Record<string, string> = { INBOUND: 'green', OUTBOUND: 'blue' };

/** 呼入 / 呼出 and the provider's other contact types. */
export function DirectionTag({ value }: { value: unknown }) {
  const named = useNamed('directions');
  if (value == null || value === '') return <>--</>;
  return <Tag color={DIRECTION_COLORS[String(value)]}>{named(value)}</Tag>;
}

/** Why the call ended (正常结束, 客户未接…). */
export function Disposition({ value }: { value: unknown }) {
  return <>{useNamed('dispositions')(value)}</>;
}

/** Who hung up (坐席 / 客户). */
export function Initiator({ value }: { value: unknown }) {
  return <>{useNamed('initiators')(value)}</>;
}

/** A duration in seconds as m:ss (h:mm:ss past an hour). */
export function Duration({ seconds }: { seconds: unknown }) {
  if (seconds == null || seconds === '') return <>--</>;
  const total = Math.max(0, Math.round(Number(seconds)));
  const [h, m, s] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const pad = (n: number) => String(n).padStart(2, '0');
  return <>{h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`}</>;
}
