import { Flex, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@/components/crud';
import type { PackagingLevel } from './api';
import { checkDigitMessage } from './udi';

const LEVELS = [2, 3] as const;

type Draft = { level: number; udiDi?: string; containsQty?: number | null };

/**
 * 包装层级: the DI of a box (level 2) and of a case (level 3), each with how many of the level
 * below it holds. A level left empty is not sent; one half filled is refused by the form's rules.
 */
export function PackagingLevelsField({ value, onChange, disabled, id }: WidgetProps) {
  const { t } = useTranslation('product');
  const levels = (Array.isArray(value) ? value : []) as Draft[];
  const of = (level: number) => levels.find((l) => l.level === level) ?? { level };

  const change = (level: number, patch: Partial<Draft>) => {
    const next = LEVELS.map((l) => (l === level ? { ...of(l), ...patch } : of(l))).filter((l) => (l.udiDi ?? '').trim() !== '' || l.containsQty != null);
    onChange?.(next.map((l) => ({ level: l.level, udiDi: l.udiDi ?? '', containsQty: l.containsQty ?? undefined }) as PackagingLevel));
  };

  return (
    <Flex vertical gap={8} id={id} style={{ width: '100%' }}>
      {LEVELS.map((level) => {
        const draft = of(level);
        const diWrong = Boolean(checkDigitMessage(draft.udiDi));
        const qtyMissing = (draft.udiDi ?? '').trim() !== '' && draft.containsQty == null;
        return (
          <Flex key={level} gap={8} align="center">
            <Typography.Text style={{ width: 110, flex: 'none' }}>{t(`sku.level${level}`)}</Typography.Text>
            <Input
              aria-label={`${t(`sku.level${level}`)} ${t('sku.levelDi')}`}
              placeholder={t('sku.levelDi')}
              disabled={disabled}
              status={diWrong ? 'error' : undefined}
              value={draft.udiDi ?? ''}
              onChange={(e) => change(level, { udiDi: e.target.value })}
              style={{ flex: 1 }}
            />
            <InputNumber
              aria-label={`${t(`sku.level${level}`)} ${t('sku.containsQty')}`}
              placeholder={t('sku.containsQty')}
              disabled={disabled}
              status={qtyMissing ? 'error' : undefined}
              min={1}
              precision={0}
              value={draft.containsQty ?? null}
              onChange={(qty) => change(level, { containsQty: qty ?? null })}
              style={{ width: 130 }}
            />
          </Flex>
        );
      })}
    </Flex>
  );
}

/** The levels in a table cell: "中包 16945678901239 ×10". */
export function PackagingLevelsText({ value }: { value: unknown }) {
  const { t } = useTranslation('product');
  const levels = (Array.isArray(value) ? value : []) as PackagingLevel[];
  if (levels.length === 0) return <>--</>;
  return (
    <Flex vertical>
      {[...levels]
        .sort((a, b) => a.level - b.level)
        .map((l) => (
          <span key={l.level}>
            {t(`sku.levelShort${l.level}`)} {l.udiDi} ×{l.containsQty}
          </span>
        ))}
    </Flex>
  );
}
