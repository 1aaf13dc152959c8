import { useState, type Ref } from 'react';
import { Flex, Input, Typography, type InputRef } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { message, parseUdi, udiMatchesSku, udiProblemText, udiUnknownText, type ParsedUdi, type SkuDis } from '@beree/contracts';
import { useLang } from '@/components/crud/use-lang';

interface Props {
  /** Called with a UDI that has no problem (and is the SKU's, when one is named), and the text scanned. */
  onScan: (parsed: ParsedUdi, text: string) => void;
  /** The SKU the scanned unit must be (R15), and the name its message gives it. */
  sku?: SkuDis & { name: string };
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  ref?: Ref<InputRef>;
}

interface Feedback {
  type: 'danger' | 'warning';
  lines: string[];
}

/**
 * A field a scanner types into: Enter (which scanners send last) reads the GS1 UDI. A good one goes
 * to `onScan` and the field empties for the next scan; a bad one stays, with what is wrong under it.
 */
export function UdiScanInput({ onScan, sku, disabled, autoFocus, id, ref }: Props) {
  const { t } = useTranslation('udi');
  const lang = useLang();
  const [text, setText] = useState('');
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  const read = () => {
    const parsed = parseUdi(text);
    const problems = parsed.problems.map((problem) => udiProblemText(problem, lang));
    if (problems.length === 0 && sku && !udiMatchesSku(parsed, sku)) problems.push(message('udi.R15.diMismatch', lang, { di: parsed.di ?? '', sku: sku.name }));
    if (problems.length > 0) {
      setFeedback({ type: 'danger', lines: problems });
      return;
    }
    const unknown = udiUnknownText(parsed, lang);
    setFeedback(unknown ? { type: 'warning', lines: [unknown] } : null);
    setText('');
    onScan(parsed, text.trim());
  };

  return (
    <Flex vertical gap={4}>
      <Input
        id={id}
        ref={ref}
        aria-label={t('label')}
        prefix={<ScanOutlined />}
        allowClear
        autoFocus={autoFocus}
        disabled={disabled}
        autoComplete="off"
        status={feedback?.type === 'danger' ? 'error' : feedback?.type === 'warning' ? 'warning' : undefined}
        placeholder={t('placeholder')}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          if (feedback?.type === 'danger') setFeedback(null);
        }}
        onPressEnter={(e) => {
          // A scanner's Enter must not also submit the form the field sits in.
          e.preventDefault();
          read();
        }}
      />
      {feedback && (
        <Typography.Text type={feedback.type} role={feedback.type === 'danger' ? 'alert' : 'status'}>
          {feedback.lines.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Typography.Text>
      )}
    </Flex>
  );
}
