import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { NOTICE_STATUS } from '@beree/contracts';
import { DictText } from '@/components/pickers/DictText';

/** The notice's category as a coloured tag: platform notices blue, the tenant's own green. */
export function CategoryTag({ value }: { value: unknown }) {
  return (
    <Tag color={value === 'PLATFORM_NOTICE' ? 'blue' : 'green'}>
      <DictText code="noticeCategory" value={value} />
    </Tag>
  );
}

/** 置顶 on pinned notices, nothing on the others. */
export function TopTag({ value }: { value: unknown }) {
  const { t } = useTranslation('notice');
  return value === 1 ? <Tag color="orange">{t('top')}</Tag> : null;
}

/** 已发布 or 已结束. */
export function StatusTag({ value }: { value: unknown }) {
  const { t } = useTranslation('notice');
  return value === NOTICE_STATUS.ended ? <Tag>{t('statusEnded')}</Tag> : <Tag color="success">{t('statusPublished')}</Tag>;
}
