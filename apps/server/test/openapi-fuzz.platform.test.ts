import { PLATFORM_ADMIN } from './harness';
import { fuzzEveryOperation } from './openapi-fuzz-walk';

fuzzEveryOperation('a platform administrator', PLATFORM_ADMIN);
