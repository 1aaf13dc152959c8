import type { R, UserInfoUpdate } from '@beree/contracts';
import { PLAIN_PASSWORD_HEADERS } from '@/features/auth/password-encoding';
import { request } from '@/shared/request';
import { putFile, type UploadedFile } from '@/shared/request/put-file';

/** The signed-in user's own row, as user/info answers it. */
export interface OwnInfo {
  id: string;
  tenantId: string;
  account: string;
  name: string | null;
  realName: string | null;
  phone: string | null;
  email: string | null;
  avatar: string | null;
}

export type { UploadedFile } from '@/shared/request/put-file';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  newPassword1: string;
}

export const OWN_INFO_KEY = ['user', 'own-info'] as const;

export const fetchOwnInfo = async () => (await request.get<R<OwnInfo>>('/blade-system/user/info')).data;

export const saveOwnInfo = async (values: UserInfoUpdate) => (await request.post<R<OwnInfo>>('/blade-system/user/update-info', values)).data;

/** Uploads an image through the request client (so the session's headers go along). */
export const uploadImage = (file: File): Promise<UploadedFile> => putFile(file, { kind: 'image' });

/** The three passwords travel in clear (over TLS) so that the server checks the policy; it keeps only the md5's hash. */
export const changePassword = (values: PasswordForm) =>
  request.post<R>(
    '/blade-system/user/update-password',
    { oldPassword: values.oldPassword, newPassword: values.newPassword, newPassword1: values.newPassword1 },
    { headers: PLAIN_PASSWORD_HEADERS },
  );
