import { Card, Statistic } from 'antd';
import { Link } from 'react-router';

/** One figure of the home page, opening the list filtered to what it counts; an amount of money shows its two decimals. */
export function Figure({ title, value, to, money }: { title: string; value: number | string; to: string; money?: boolean }) {
  return (
    <Card size="small">
      <Link to={to}>
        <Statistic title={title} value={value} precision={money ? 2 : undefined} prefix={money ? '¥' : undefined} />
      </Link>
    </Card>
  );
}
