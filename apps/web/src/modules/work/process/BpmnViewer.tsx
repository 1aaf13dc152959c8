import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Alert, theme } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer';
import 'bpmn-js/dist/assets/diagram-js.css';
import 'bpmn-js/dist/assets/bpmn-js.css';
import './diagram.css';
import { fetchModelView, type ModelView } from '../api';
import { withLayout } from './layout';

interface Canvas {
  addMarker(id: string, marker: string): void;
  zoom(level: 'fit-viewport', center?: 'auto'): void;
}

/** Marks finished nodes, current nodes and the flows taken (spec §2 colours, set from the theme). */
function mark(canvas: Canvas, view: ModelView) {
  const safely = (id: string, marker: string) => {
    try {
      canvas.addMarker(id, marker);
    } catch {
      // An id of the history without a shape (e.g. a removed node) has nothing to colour.
    }
  };
  view.finished.forEach((id) => safely(id, 'wf-done'));
  view.active.forEach((id) => safely(id, 'wf-active'));
  view.takenFlows.forEach((id) => safely(id, 'wf-flow-done'));
}

/** bpmn-js's NavigatedViewer (pan and zoom) over /api/blade-flow/process/model-view. */
export default function BpmnViewer({ processInstanceId }: { processInstanceId: string }) {
  const { t } = useTranslation('work');
  const { token } = theme.useToken();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const view = useQuery({ queryKey: ['work', 'model-view', processInstanceId], queryFn: () => fetchModelView(processInstanceId) });

  useEffect(() => {
    const data = view.data;
    if (!data || !container.current) return;
    const viewer = new NavigatedViewer({ container: container.current });
    let live = true;
    void (async () => {
      try {
        await viewer.importXML(await withLayout(data.xml));
        if (!live) return;
        const canvas = viewer.get<Canvas>('canvas');
        mark(canvas, data);
        canvas.zoom('fit-viewport', 'auto');
        setFailed(false);
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
      viewer.destroy();
    };
  }, [view.data]);

  const colours = { '--wf-done': token.colorSuccess, '--wf-active': token.colorPrimary, '--wf-flow': token.colorWarning } as CSSProperties;
  return (
    <div style={colours}>
      {(failed || view.isError) && <Alert type="warning" showIcon title={t('diagram.failed')} />}
      <div ref={container} className="wf-diagram" data-testid="process-diagram" />
      <div className="wf-diagram-legend">
        <span className="wf-legend-done">{t('diagram.done')}</span>
        <span className="wf-legend-active">{t('diagram.active')}</span>
        <span className="wf-legend-flow">{t('diagram.flow')}</span>
      </div>
    </div>
  );
}
