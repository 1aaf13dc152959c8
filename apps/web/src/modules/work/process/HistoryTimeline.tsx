import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Timeline, Typography } from 'antd';
import { clientPath, downloadFile } from '@/shared/request/download';
import { useTranslation } from 'react-i18next';
import type { FlowEntry, ProcessNote } from '../api';

/** What a step's comment says it was; the claim itself is not an opinion, so it stays out. */
const SHOWN = (type: string) => type !== 'claim';

/**
 * The process history, oldest first: each step, who handled it, when, and what they said; the notes
 * on the whole process (terminated, dispatched, a variable changed) among them at their time.
 */
export function HistoryTimeline({ flow, notes = [] }: { flow: FlowEntry[]; notes?: ProcessNote[] }) {
  const { t } = useTranslation('work');
  const said = (type: string, message: string | null) =>
    message ? t('history.said', { what: t(`comment.${type}`, { defaultValue: type }), message }) : t(`comment.${type}`, { defaultValue: type });
  const steps = flow
    .filter((e) => e.historyActivityType !== 'sequenceFlow' && !/Gateway$/.test(e.historyActivityType))
    .map((e, i) => {
      const running = !e.endTime;
      const rejected = e.comments.some((c) => c.type === 'reject');
      return {
        // Times are yyyy-MM-dd HH:mm:ss, so text order is time order.
        at: e.endTime ?? e.createTime ?? '',
        key: `${e.historyActivityId}-${i}`,
        color: running ? 'blue' : rejected ? 'red' : 'green',
        content: (
          <div data-testid="history-entry">
            <Typography.Text strong>{e.historyActivityName ?? e.historyActivityId}</Typography.Text>
            {e.assigneeName && <Typography.Text type="secondary"> · {e.assigneeName}</Typography.Text>}
            <div>
              <Typography.Text type="secondary">{running ? t('history.waiting', { time: e.createTime }) : e.endTime}</Typography.Text>
            </div>
            {e.comments.filter((c) => SHOWN(c.type)).map((c, j) => (
              <div key={j}>{said(c.type, c.message)}</div>
            ))}
            {(e.attachments ?? []).map((f) => (
              <div key={f.attachId}>
                <Button type="link" size="small" icon={<PaperClipOutlined />} style={{ paddingInline: 0 }} onClick={() => void downloadFile(clientPath(f.link), {}, f.originalName).catch(() => undefined)}>
                  {f.originalName}
                </Button>
              </div>
            ))}
          </div>
        ),
      };
    });
  const noted = notes.map((n, i) => ({
    at: n.time,
    key: `note-${i}`,
    color: 'gray',
    content: (
      <div data-testid="history-note">
        <Typography.Text strong>{said(n.type, n.message)}</Typography.Text>
        <Typography.Text type="secondary"> · {n.userName}</Typography.Text>
        <div>
          <Typography.Text type="secondary">{n.time}</Typography.Text>
        </div>
      </div>
    ),
  }));
  // A stable sort: a running step (no end yet) keeps its place after what happened before it.
  const items = [...steps, ...noted].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)).map(({ at: _at, ...item }) => item);
  return <Timeline items={items} />;
}
