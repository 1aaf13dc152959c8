import { ScopePage } from '../scope-menu/ScopePage';
import { apiScopeConfig } from './config';

/** The API scope page (/authority/apiscope, platform administrators). */
export default function ApiScopePage() {
  return <ScopePage config={apiScopeConfig} />;
}
