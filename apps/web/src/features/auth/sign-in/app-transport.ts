import { request } from '@/shared/request';
import { setSignInTransport } from './sign-in-api';

// The app's client, silent: the sign-in page shows the reasons itself, in its own place.
setSignInTransport((path, { method, params, headers }) =>
  method === 'GET' ? request.get(path, { params, headers, silent: true }) : request.post(path, null, { params, headers, silent: true }),
);
