import { API_LOG } from '../kinds';
import { LogPage } from '../LogPage';

/** 接口日志 (/monitor/log/api): every API request with its status and duration, and the requests per hour. */
export default function ApiLogPage() {
  return <LogPage kind={API_LOG} />;
}
