import type { CrudColumn } from '@/components/crud';
import { RegionCascader } from '@/components/pickers/RegionCascader';

/** The fields of the hospital profile form; the region is one picker over its three codes. */
export const PROFILE_COLUMNS: CrudColumn[] = [
  { name: 'hospitalName', label: 'hospital:hospitalName', form: { type: 'input' } },
  { name: 'shortName', label: 'hospital:shortName', form: { type: 'input' } },
  { name: 'pinyinCode', label: 'hospital:pinyinCode', form: { type: 'input' } },
  { name: 'unifiedSocialCreditCode', label: 'hospital:unifiedSocialCreditCode', form: { type: 'input', help: 'hospital:creditCodeHelp' } },
  { name: 'hospitalCode', label: 'hospital:hospitalCode', form: { type: 'input' } },
  { name: 'platformHospitalCode', label: 'hospital:platformHospitalCode', form: { type: 'input' } },
  { name: 'medicalInstitutionLicenseNo', label: 'hospital:medicalInstitutionLicenseNo', form: { type: 'input' } },
  { name: 'grade', label: 'hospital:grade', dict: 'hospitalGrade', form: { type: 'dict' } },
  { name: 'ownership', label: 'hospital:ownership', dict: 'hospitalOwnership', form: { type: 'dict' } },
  { name: 'bedCount', label: 'hospital:bedCount', form: { type: 'number' } },
  { name: 'region', label: 'hospital:region', form: { type: 'custom', render: (props) => <RegionCascader {...props} /> } },
  { name: 'address', label: 'hospital:address', form: { type: 'input' } },
];
