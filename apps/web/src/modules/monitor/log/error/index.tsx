import { ERROR_LOG } from '../kinds';
import { LogPage } from '../LogPage';

/** 错误日志 (/monitor/log/error): UI errors browsers uploaded and the server's own failures. */
export default function ErrorLogPage() {
  return <LogPage kind={ERROR_LOG} />;
}
