import { CrudPage } from '@/components/crud';
import { departmentConfig } from './config';

/** 科室管理 (/scm/hospital/department). */
export default function HospitalDepartmentPage() {
  return <CrudPage config={departmentConfig} />;
}
