import { useCallback, useEffect, useRef, useState } from 'react';
import { App, Button, Card, Flex, Space, Spin, Tag, Typography, Upload } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, ExpandOutlined, FileImageOutlined, ImportOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Modeler from 'bpmn-js/lib/Modeler';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
import { crudKeys, getData, postCommand, type CrudRecord } from '@/components/crud';
import { withLayout } from '@/modules/work/process/layout';
import { MODEL_API } from '../api';
import { blankDiagram } from './candidates';
import { saveBlob } from '@/shared/request/download';
import { DiagramEditor, type Shape } from './editor';
import { flowableDescriptor } from '@beree/contracts';
import { PropertiesPanel } from './PropertiesPanel';
import './designer.css';

interface Model extends CrudRecord {
  id: string;
  modelKey: string;
  name: string;
  xml: string | null;
  modelVersion: number;
}

/**
 * 流程设计 (/flow/model/design/{modelId}): bpmn-js's Modeler with a properties panel of our own.
 * Draw, import a .bpmn file, export .bpmn or .svg, and save the design to the model.
 */
export default function DesignerPage() {
  const { modelId = '' } = useParams();
  const { t } = useTranslation('flow');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const container = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<DiagramEditor | null>(null);
  const [selected, setSelected] = useState<Shape | null>(null);
  const [, setRevision] = useState(0);
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [model, setModel] = useState<Model | null>(null);
  const detail = useQuery({ queryKey: crudKeys.detail(MODEL_API, modelId), queryFn: () => getData<Model>(`${MODEL_API}/detail`, { id: modelId }), enabled: Boolean(modelId) });

  // The model as last saved: its version guards the next save.
  useEffect(() => {
    if (detail.data && !model) setModel(detail.data);
  }, [detail.data, model]);

  const show = useCallback(
    async (target: DiagramEditor, xml: string) => {
      try {
        await target.modeler.importXML(await withLayout(xml));
        target.modeler.get<{ zoom(level: string, center: string): void }>('canvas').zoom('fit-viewport', 'auto');
        setSelected(null);
        setRevision((n) => n + 1);
        return true;
      } catch (error) {
        void message.error(t('designer.importFailed', { reason: (error as Error).message }));
        return false;
      }
    },
    [message, t],
  );

  const first = detail.data;
  useEffect(() => {
    if (!first || !container.current) return;
    const modeler = new Modeler({ container: container.current, moddleExtensions: { flowable: flowableDescriptor } });
    const next = new DiagramEditor(modeler);
    modeler.on('selection.changed', (event: { newSelection: Shape[] }) => setSelected(event.newSelection.length === 1 ? event.newSelection[0] : null));
    modeler.on('elements.changed', () => setRevision((n) => n + 1));
    modeler.on('commandStack.changed', () => setDirty(true));
    setEditor(next);
    void show(next, first.xml?.trim() ? first.xml : blankDiagram(first.modelKey, first.name)).then(() => setDirty(false));
    return () => {
      setEditor(null);
      modeler.destroy();
    };
  }, [first, show]);

  const importFile = async (file: File) => {
    if (editor && (await show(editor, await file.text()))) setDirty(true);
    return false;
  };
  const exportBpmn = async () => {
    if (!editor || !model) return;
    const { xml } = await editor.modeler.saveXML({ format: true });
    saveBlob(new Blob([xml ?? ''], { type: 'application/xml' }), `${model.modelKey}.bpmn`);
  };
  const exportSvg = async () => {
    if (!editor || !model) return;
    const { svg } = await editor.modeler.saveSVG();
    saveBlob(new Blob([svg], { type: 'image/svg+xml' }), `${model.modelKey}.svg`);
  };
  const save = async () => {
    if (!editor || !model) return;
    setSaving(true);
    try {
      const { xml } = await editor.modeler.saveXML({ format: true });
      const body = { id: model.id, version: model.version, modelKey: model.modelKey, name: model.name, categoryId: model.categoryId ?? null, description: model.description ?? null, xml };
      const saved = await postCommand<Model>(`${MODEL_API}/submit`, body);
      setModel(saved);
      setDirty(false);
      void message.success(t('designer.saved', { version: saved.modelVersion }));
      await queryClient.invalidateQueries({ queryKey: crudKeys.all(MODEL_API) });
    } catch {
      // The request client has shown why the server refused (e.g. the process id is not the key).
    } finally {
      setSaving(false);
    }
  };

  // Until a diagram is imported the canvas has only an empty root, with no process behind it.
  const root = editor?.root();
  const element = selected ?? (root?.businessObject ? root : null);
  return (
    <Flex vertical gap="small" className="flow-designer">
      <Flex justify="space-between" align="center" wrap gap="small">
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/flow/model')}>
            {t('designer.back')}
          </Button>
          <Typography.Text strong>{model ? `${model.name} (${model.modelKey})` : ''}</Typography.Text>
          {model && <Tag>{t('designer.revision', { version: model.modelVersion })}</Tag>}
          {dirty && <Tag color="warning">{t('designer.unsaved')}</Tag>}
        </Space>
        <Space wrap>
          <Upload accept=".bpmn,.xml" showUploadList={false} beforeUpload={(file) => importFile(file)}>
            <Button icon={<ImportOutlined />} disabled={!editor}>
              {t('designer.import')}
            </Button>
          </Upload>
          <Button icon={<DownloadOutlined />} disabled={!editor} onClick={() => void exportBpmn()}>
            {t('designer.exportBpmn')}
          </Button>
          <Button icon={<FileImageOutlined />} disabled={!editor} onClick={() => void exportSvg()}>
            {t('designer.exportSvg')}
          </Button>
          <Button icon={<ExpandOutlined />} disabled={!editor} onClick={() => editor?.modeler.get<{ zoom(level: string, center: string): void }>('canvas').zoom('fit-viewport', 'auto')}>
            {t('designer.fit')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} disabled={!editor} onClick={() => void save()}>
            {t('designer.save')}
          </Button>
        </Space>
      </Flex>
      <Flex gap="small" className="flow-designer-body">
        <div className="flow-designer-canvas">
          {detail.isLoading && <Spin />}
          <div ref={container} className="flow-designer-container" data-testid="bpmn-designer" />
        </div>
        <Card size="small" className="flow-designer-panel" aria-label={t('designer.properties')}>
          {editor && element && model && <PropertiesPanel editor={editor} element={element} modelKey={model.modelKey} />}
        </Card>
      </Flex>
    </Flex>
  );
}
