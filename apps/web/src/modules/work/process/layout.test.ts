import { describe, expect, it } from 'vitest';
import { LEAVE_BPMN } from '../../../../../server/src/modules/workflow/leave/leave-bpmn';
import { withLayout } from './layout';

const drawn = (xml: string) => [...xml.matchAll(/bpmnElement="([^"]+)"/g)].map((m) => m[1]);

describe('diagram layout', () => {
  it('lays out a model saved without a diagram: a shape for every node and an edge for every flow', async () => {
    expect(LEAVE_BPMN).not.toContain('BPMNDiagram');
    const ids = drawn(await withLayout(LEAVE_BPMN));
    expect(ids).toEqual(expect.arrayContaining(['start', 'managerTask', 'gmTask', 'hrTask', 'end', 'rejected']));
    expect(ids).toEqual(expect.arrayContaining(['toManager', 'managerPass', 'managerReject', 'longLeave', 'shortLeave', 'approved', 'finalReject']));
  });

  it('keeps the layout a model already has', async () => {
    const laid = await withLayout(LEAVE_BPMN);
    expect(await withLayout(laid)).toBe(laid);
  });
});
