import { ScopePage } from '../scope-menu/ScopePage';
import { dataScopeConfig } from './config';

/** The data scope page (/authority/datascope, platform administrators). */
export default function DataScopePage() {
  return <ScopePage config={dataScopeConfig} />;
}
