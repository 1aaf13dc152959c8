import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { CATALOG_API } from '../contract/api';
import { formatPrice, formatRate } from '../contract/format';
import { YesNo } from './YesNo';
import { text } from '../document/text';

const TEXTS = ['hospitalName', 'supplierName', 'productName', 'specification', 'model', 'unit', 'registrationNo', 'manufacturerName', 'udiDi', 'bidNo', 'bidProjectName', 'hospitalItemCode', 'hospitalItemName', 'hospitalUnit'];

/** A catalog item: the SKU as the supplier listed it, its price and bid, the hospital's own codes. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['catalog', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(CATALOG_API, id), queryFn: () => getData<CrudRecord>(`${CATALOG_API}/detail`, { id }) });
  const item = (name: string, children: ReactNode) => ({ key: name, label: t(`catalog:${name}`), children });
  return (
    <Modal open width={860} title={t('catalog:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <Descriptions
          bordered
          size="small"
          column={2}
          styles={{ label: { whiteSpace: 'nowrap' } }}
          items={[
            ...TEXTS.map((name) => item(name, text(data[name]))),
            item('unitPrice', data.unitPrice == null ? '--' : formatPrice(data.unitPrice)),
            item('taxRate', formatRate(data.taxRate)),
            item('bidStatus', <DictText code="bidType" value={data.bidStatus} />),
            item('vbp', <YesNo value={data.vbp} />),
            item('conversionRatio', data.conversionRatio == null ? '--' : formatPrice(data.conversionRatio)),
            item('useFlag', <DictText code="useFlag" value={data.useFlag} />),
            item('contractPriced', <YesNo value={Boolean(data.contractLineId)} />),
            item('updateTime', text(data.updateTime)),
            { ...item('remark', text(data.remark)), span: 'filled' as const },
          ]}
        />
      )}
    </Modal>
  );
}
