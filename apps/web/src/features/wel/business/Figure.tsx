import { Card, Statistic } from 'antd';
import { Link } from 'react-router';

/** One figure of the home page, opening the list filtered to what it counts. */
export function Figure({ title, value, to }: { title: string; value: number; to: string }) {
  return (
    <Card size="small">
      <Link to={to}>
        <Statistic title={title} value={value} />
      </Link>
    </Card>
  );
}
