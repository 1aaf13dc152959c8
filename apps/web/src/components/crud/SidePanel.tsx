import type { ReactNode } from 'react';
import { Card, Flex } from 'antd';

/** A narrow card beside the page (a dept or menu tree choosing what the table lists). */
export function WithSidePanel({ title, panel, children }: { title: ReactNode; panel: ReactNode; children: ReactNode }) {
  return (
    <Flex gap="middle" align="flex-start">
      <Card size="small" title={title} style={{ width: 280, flex: 'none' }} styles={{ body: { maxHeight: 640, overflow: 'auto' } }}>
        {panel}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
    </Flex>
  );
}
