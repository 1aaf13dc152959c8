import { certR6Issues } from '@beree/contracts';
import { Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CrudRecord } from '@/components/crud';
import { useContractMessage } from '@/components/crud';
import { useLang } from '@/components/crud/use-lang';

/**
 * A SAVED draft may lack what archiving asks (R6); the register says what, by the rule the
 * archive runs: the missing fields, and the scan when there is none.
 */
export function MissingForArchive({ record }: { record: CrudRecord }) {
  const { t } = useTranslation('certificate');
  const say = useContractMessage();
  const lang = useLang();
  if (record.archiveStatus !== 'SAVED') return null;
  const texts = certR6Issues(record, lang).map((i) => say(i.key, i.vars));
  if (Number(record.attachmentCount ?? 0) < 1) texts.push(say('cert.R6.attachment', { certName: String(record.certName ?? record.certNo ?? '') }));
  if (texts.length === 0) return null;
  return (
    <Tooltip title={texts.join('\n')}>
      <Typography.Text type="warning" style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
        {t('missingForArchive')} {texts.length}
      </Typography.Text>
    </Tooltip>
  );
}
