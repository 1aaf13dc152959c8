import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';

// bpmn-js is large: its chunk loads only where a diagram is shown.
const BpmnViewer = lazy(() => import('./BpmnViewer'));

/** The process diagram of one instance, coloured by what has happened in it. */
export function ProcessDiagram({ processInstanceId }: { processInstanceId: string }) {
  return (
    <Suspense fallback={<Skeleton active />}>
      <BpmnViewer processInstanceId={processInstanceId} />
    </Suspense>
  );
}
