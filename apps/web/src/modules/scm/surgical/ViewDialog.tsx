import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Modal, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, getData, type CrudRecord } from '@/components/crud';
import { formatPrice } from '../contract/format';
import { HistoryTable } from '../document/HistoryTable';
import { LabelText } from '../document/labels';
import { formatAmount, formatQty } from '../document/money';
import { SURGICAL_API } from './api';
import { GENDER_LABELS, KIT_TYPE_LABELS, SURGICAL_STATUS_LABELS, SurgicalStatusTag } from './labels';
import { productOf } from './release-lines';
import type { KitLine } from './used-units';
import { text } from '../document/text';

type Detail = CrudRecord & { lines: KitLine[]; history: CrudRecord[] };

/** An order as either party sees it: the operation and patient, the kit line by line (units, used and returned) and its history. */
export function ViewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation(['surgical', 'crud']);
  const { data } = useQuery({ queryKey: crudKeys.detail(SURGICAL_API, id), queryFn: () => getData<Detail>(`${SURGICAL_API}/detail`, { id }) });
  const label = (name: string) => t(`surgical:${name}`);
  const field = (name: string) => ({ key: name, label: label(name), children: text(data?.[name]) });
  const title = (name: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {label(name)}
    </Typography.Title>
  );
  return (
    <Modal open width={1200} title={label('viewTitle')} onCancel={onClose} footer={<Button onClick={onClose}>{t('crud:close')}</Button>}>
      {!data ? (
        <Spin />
      ) : (
        <>
          <Descriptions
            bordered
            size="small"
            column={3}
            styles={{ label: { whiteSpace: 'nowrap' } }}
            items={[
              field('surgicalOrderNo'),
              { key: 'surgicalStatus', label: label('surgicalStatus'), children: <SurgicalStatusTag value={data.surgicalStatus} /> },
              { key: 'kitType', label: label('kitType'), children: <LabelText value={data.kitType} labels={KIT_TYPE_LABELS} /> },
              field('hospitalName'),
              field('supplierName'),
              field('departmentName'),
              field('surgeryDateTime'),
              { key: 'operatingRoom', label: label('operatingRoom'), children: text([data.operatingRoom, data.tableNo].filter(Boolean).join(' · ')) },
              field('surgeryName'),
              { key: 'surgeon', label: label('surgeonName'), children: text([data.surgeonName, data.surgeonStaffNo].filter(Boolean).join(' · ')) },
              { key: 'patient', label: label('patientName'), children: text(data.patientName) },
              field('patientInpatientNo'),
              { key: 'patientGender', label: label('patientGender'), children: <LabelText value={data.patientGender} labels={GENDER_LABELS} /> },
              field('patientAge'),
              field('bedNo'),
              { key: 'follower', label: label('followerName'), children: text([data.followerName, data.followerPhone].filter(Boolean).join(' · ')) },
              field('releaseDate'),
              { key: 'usage', label: label('usageStaff'), children: text([data.usageNurseStaffNo, data.usageDoctorStaffNo].filter(Boolean).join(' · ')) },
              { key: 'plannedAmount', label: label('plannedAmount'), children: formatAmount(data.plannedAmount) },
              { key: 'usedAmount', label: label('usedAmount'), children: formatAmount(data.usedAmount) },
              { ...field('remark'), span: 'filled' as const },
            ]}
          />
          {title('lines')}
          <Table<KitLine>
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.lines}
            scroll={{ x: 'max-content' }}
            columns={[
              { key: 'lineNo', dataIndex: 'lineNo', title: '#', width: 40 },
              { key: 'item', title: label('item'), width: 220, render: (_v, line) => text(productOf(line)) },
              { key: 'unit', dataIndex: 'unit', title: label('unit'), width: 56 },
              { key: 'unitPrice', dataIndex: 'unitPrice', title: label('unitPrice'), width: 100, align: 'right', render: formatPrice },
              { key: 'plannedQty', dataIndex: 'plannedQty', title: label('plannedQty'), width: 80, align: 'right', render: formatQty },
              { key: 'releasedQty', dataIndex: 'releasedQty', title: label('releasedQty'), width: 80, align: 'right', render: formatQty },
              { key: 'usedQty', dataIndex: 'usedQty', title: label('usedQty'), width: 80, align: 'right', render: formatQty },
              { key: 'returnedQty', dataIndex: 'returnedQty', title: label('returnedQty'), width: 80, align: 'right', render: formatQty },
              { key: 'usedAmount', dataIndex: 'usedAmount', title: label('usedAmount'), width: 110, align: 'right', render: formatAmount },
              { key: 'batchNo', title: label('batchNo'), width: 200, render: (_v, line) => text([line.batchNo, line.expiryDate ? t('surgical:expires', { date: line.expiryDate }) : null].filter(Boolean).join(' · ')) },
              {
                key: 'units',
                title: label('units'),
                width: 280,
                render: (_v, line) =>
                  line.units.length ? (
                    <Flex wrap gap={4}>
                      {line.units.map((unit) => (
                        <Tag key={`${unit.serialNo}-${unit.udi}`} color={unit.used ? 'success' : 'default'} title={unit.udi ?? undefined}>
                          {text(unit.serialNo)}
                          {unit.used ? ` · ${label('unitUsed')}` : ''}
                        </Tag>
                      ))}
                    </Flex>
                  ) : (
                    text(line.serialNo)
                  ),
              },
            ]}
          />
          {title('history')}
          <HistoryTable ns="surgical" history={data.history} statusLabels={SURGICAL_STATUS_LABELS} note={{ label: 'historyWarnings', value: (step) => step.overriddenWarnings }} />
        </>
      )}
    </Modal>
  );
}
