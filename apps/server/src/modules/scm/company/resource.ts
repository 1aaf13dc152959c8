import { PERMISSIONS } from '@beree/contracts';
import { z } from 'zod';
import type { CrudResource } from '../../../core/crud/resource';
import { companyRegistrations } from '../../../core/db/schema';

/** The review queue as the list pattern sees it: what the platform may filter and sort by. */
export const registrationResource: CrudResource = {
  base: '/beree-scm/enterprise/registration',
  tag: 'scm/company-registration',
  table: companyRegistrations,
  scope: 'tenant',
  filters: {
    registrationStatus: companyRegistrations.registrationStatus,
    companyName: companyRegistrations.companyName,
    unifiedSocialCreditCode: companyRegistrations.unifiedSocialCreditCode,
    companyTypes: companyRegistrations.companyTypes,
    adminMobile: companyRegistrations.adminMobile,
    reviewedAt: companyRegistrations.reviewedAt,
    createTime: companyRegistrations.createTime,
  },
  permissions: { menu: PERMISSIONS.companyRegistration.menu, add: PERMISSIONS.companyRegistration.approve, edit: PERMISSIONS.companyRegistration.approve, delete: PERMISSIONS.companyRegistration.reject },
  submitSchema: z.object({}),
  toValues: () => ({}),
};
