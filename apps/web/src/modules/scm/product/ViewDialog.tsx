import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { DictText } from '@/components/pickers/DictText';
import { PRODUCT_API } from './api';
import { PackagingLevelsText } from './PackagingLevelsField';
import { FlagTags, PriceText, UseFlagTag } from './tags';
import { text } from '../document/text';

type Card = { certNo: string; certName: string; validityEnd: string | null; longTerm: boolean } | null;
type Detail = CrudRecord & { skus: CrudRecord[]; registrationCard: Card };


/** A product as detail answers it: its fields, its registration card and its SKUs. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['product', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(PRODUCT_API, id), queryFn: () => getData<Detail>(`${PRODUCT_API}/detail`, { id }) });
  const field = (name: string) => ({ key: name, label: t(`product:${name}`), children: text(data?.[name]) });
  const dict = (name: string) => ({ key: name, label: t(`product:${name}`), children: <DictText code={name} value={data?.[name]} /> });
  const yesNo = (name: string) => ({ key: name, label: t(`product:${name}`), children: t(data?.[name] ? 'product:yes' : 'product:no') });
  const card = data?.registrationCard;
  return (
    <Modal open width={960} title={t('product:viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={2}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              { ...field('productName'), span: 'filled' as const },
              field('genericName'),
              field('brand'),
              field('manufacturerName'),
              {
                key: 'registrationNo',
                label: t('product:registrationNo'),
                children: card ? `${card.certNo}（${card.longTerm ? t('product:cardLongTerm') : t('product:cardUntil', { date: card.validityEnd ?? '--' })}）` : text(data.registrationNo),
              },
              dict('productType'),
              dict('managementLevel'),
              dict('areaType'),
              { key: 'storageCondition', label: t('product:storageCondition'), children: data.storageCondition ? t(`product:storage.${String(data.storageCondition)}`) : '--' },
              field('classificationCode'),
              field('medicalInsuranceCode'),
              { key: 'flags', label: t('product:flags'), children: <FlagTags record={data} /> },
              yesNo('sterile'),
              { key: 'useFlag', label: t('product:useFlag'), children: <UseFlagTag value={data.useFlag} /> },
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('product:skus')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            dataSource={data.skus}
            pagination={false}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'specification', dataIndex: 'specification', title: t('product:sku.specification'), render: text },
              { key: 'model', dataIndex: 'model', title: t('product:sku.model'), render: text },
              { key: 'unit', dataIndex: 'unit', title: t('product:sku.unit') },
              { key: 'udiDi', dataIndex: 'udiDi', title: t('product:sku.udiDi'), render: text },
              { key: 'packagingLevels', dataIndex: 'packagingLevels', title: t('product:sku.packagingLevels'), render: (value) => <PackagingLevelsText value={value} /> },
              { key: 'referencePrice', dataIndex: 'referencePrice', title: t('product:sku.referencePrice'), render: (value) => <PriceText value={value} /> },
              { key: 'useFlag', dataIndex: 'useFlag', title: t('product:useFlag'), render: (value) => <UseFlagTag value={value} /> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
