import { PERMISSIONS } from '@beree/contracts';

export const SETTLEMENT_BASE = '/beree-scm/settlement';
export const SETTLEMENT_TAG = 'scm/settlement';
export const P = PERMISSIONS.settlement;
