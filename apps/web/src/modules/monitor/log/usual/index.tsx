import { USUAL_LOG } from '../kinds';
import { LogPage } from '../LogPage';

/** 通用日志 (/monitor/log/usual): sign-ins, exports, imports, grants, password resets and rule refusals. */
export default function UsualLogPage() {
  return <LogPage kind={USUAL_LOG} />;
}
