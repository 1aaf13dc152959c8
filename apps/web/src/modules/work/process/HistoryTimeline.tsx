import { Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FlowEntry } from '../api';

/** What a step's comment says it was; the claim itself is not an opinion, so it stays out. */
const SHOWN = (type: string) => type !== 'claim';

/** The process history, oldest first: each step, who handled it, when, and what they said. */
export function HistoryTimeline({ flow }: { flow: FlowEntry[] }) {
  const { t } = useTranslation('work');
  const steps = flow.filter((e) => e.historyActivityType !== 'sequenceFlow' && !/Gateway$/.test(e.historyActivityType));
  return (
    <Timeline
      items={steps.map((e, i) => {
        const running = !e.endTime;
        const rejected = e.comments.some((c) => c.type === 'reject');
        return {
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
                <div key={j}>
                  {c.message ? t('history.said', { what: t(`comment.${c.type}`, { defaultValue: c.type }), message: c.message }) : t(`comment.${c.type}`, { defaultValue: c.type })}
                </div>
              ))}
            </div>
          ),
        };
      })}
    />
  );
}
