import { HOSPITAL_ADMIN } from './harness';
import { fuzzEveryOperation } from './openapi-fuzz-walk';

fuzzEveryOperation('a tenant administrator', HOSPITAL_ADMIN);
