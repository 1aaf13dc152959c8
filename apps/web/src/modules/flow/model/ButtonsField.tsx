import { Button, Checkbox, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { MAX_PAGE_SIZE, WF_NODE_BUTTON_KEYS, type Page } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';
import { extensionsOf, type DiagramEditor, type Shape } from './editor';

interface CatalogueButton {
  buttonKey: string;
  name: string;
  display: boolean;
}

const BUTTON = 'flowable:Button';

/**
 * 按钮: which actions the task's handling page offers. A node that lists none offers what the
 * tenant's catalogue does not hide; once changed here the node lists every button with its
 * display flag (`<flowable:button prop label display>`), which the server enforces alike.
 */
export function ButtonsField({ editor, element }: { editor: DiagramEditor; element: Shape }) {
  const { t, i18n } = useTranslation('flow');
  const { data } = useRemote<Page<CatalogueButton>>('/blade-workflow/design/button/list', { size: MAX_PAGE_SIZE });
  const catalogue = new Map((data?.records ?? []).map((b) => [b.buttonKey, b]));
  const listed = extensionsOf(element, BUTTON).map((b) => ({ key: String(b.get('prop') ?? ''), label: b.get('label'), display: b.get('display') !== false }));
  const keys = [...new Set<string>([...WF_NODE_BUTTON_KEYS, ...catalogue.keys(), ...listed.map((b) => b.key)])].filter(Boolean);
  const shown = listed.length ? listed.filter((b) => b.display).map((b) => b.key) : keys.filter((key) => catalogue.get(key)?.display !== false);
  // The tenant's own name in Chinese; the product's name of a known action otherwise (no Chinese data in English).
  const nameOf = (key: string) => {
    const own = catalogue.get(key)?.name ?? listed.find((b) => b.key === key)?.label;
    const known = t(`designer.buttonKeys.${key}`, { defaultValue: '' });
    return i18n.language.startsWith('zh') && own ? String(own) : known || key;
  };
  const write = (on: string[]) =>
    editor.setExtensions(
      element,
      BUTTON,
      keys.map((key) => {
        const label = catalogue.get(key)?.name ?? listed.find((b) => b.key === key)?.label;
        return { prop: key, ...(label ? { label } : {}), display: on.includes(key) };
      }),
    );

  return (
    <Form.Item label={t('designer.buttons')} extra={listed.length ? t('designer.buttonsOwn') : t('designer.buttonsCatalogue')}>
      <Flex vertical gap={4}>
        <Checkbox.Group aria-label={t('designer.buttons')} value={shown} onChange={(on) => write(on as string[])} style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', rowGap: 4 }}>
          {keys.map((key) => (
            <Checkbox key={key} value={key}>
              {nameOf(key)}
            </Checkbox>
          ))}
        </Checkbox.Group>
        {listed.length > 0 && (
          <Button type="link" size="small" style={{ alignSelf: 'flex-start', padding: 0 }} onClick={() => editor.setExtensions(element, BUTTON, [])}>
            {t('designer.buttonsReset')}
          </Button>
        )}
      </Flex>
    </Form.Item>
  );
}
