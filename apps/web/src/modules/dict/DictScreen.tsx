import { useCallback, useState } from 'react';
import { Card, Col, Flex, Row, Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudPage, type CrudRecord } from '@/components/crud';
import { usePermission } from '@/features/auth/permission';
import { DICT_VARIANTS, parentConfig, type DictVariant } from './configs';
import { EntryPanel } from './EntryPanel';

const CONFIGS = { system: parentConfig('system'), business: parentConfig('business') };

interface DictScreenProps {
  /** Dictionaries beside their entries, or above them. */
  layout: 'horizontal' | 'vertical';
  /** The family shown first when the user may manage both. */
  preferred: DictVariant;
}

/**
 * Dictionary management: the dictionaries on one side, the chosen one's entries on the other.
 * System and business dictionaries are both offered to those allowed to manage both.
 */
export function DictScreen({ layout, preferred }: DictScreenProps) {
  const { t } = useTranslation('dict');
  const can = usePermission();
  const usable = (Object.keys(DICT_VARIANTS) as DictVariant[]).filter((v) => Object.values(DICT_VARIANTS[v].permissions).some(can));
  const [picked, setPicked] = useState<DictVariant>(preferred);
  const variant = usable.includes(picked) ? picked : (usable[0] ?? preferred);
  const [parent, setParent] = useState<CrudRecord | undefined>();

  const choose = useCallback((next: DictVariant) => {
    setPicked(next);
    setParent(undefined);
  }, []);
  // Keep the chosen dictionary as the list shows it now (a renamed code moves its entries along).
  const refresh = useCallback((rows: CrudRecord[]) => setParent((p) => (p && rows.find((r) => r.id === p.id)) ?? p), []);
  const removed = useCallback((ids: string[]) => setParent((p) => (p && ids.includes(String(p.id)) ? undefined : p)), []);

  const parents = (
    <Card size="small" title={t('dictionaries')}>
      <CrudPage
        key={variant}
        config={CONFIGS[variant]}
        onRowClick={setParent}
        activeKey={parent ? String(parent.id) : undefined}
        onRecords={refresh}
        onRemoved={removed}
      />
    </Card>
  );
  const entries = <EntryPanel variant={variant} parent={parent} />;

  return (
    <Flex vertical gap="middle">
      {usable.length > 1 && (
        <Segmented<DictVariant> value={variant} onChange={choose} options={usable.map((v) => ({ value: v, label: t(`variant.${v}`) }))} />
      )}
      {layout === 'horizontal' ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} xl={11}>{parents}</Col>
          <Col xs={24} xl={13}>{entries}</Col>
        </Row>
      ) : (
        <Flex vertical gap="middle">
          {parents}
          {entries}
        </Flex>
      )}
    </Flex>
  );
}
