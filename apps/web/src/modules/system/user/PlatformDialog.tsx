import { useQuery } from '@tanstack/react-query';
import { userPlatformSchema } from '@beree/contracts';
import { ActionDialog, getData, useCommand, type CrudColumn, type CrudRecord } from '@/components/crud';

const API = '/blade-system/user';
const COLUMNS: CrudColumn[] = [
  { name: 'userType', label: 'user:userType', dict: 'user_type', form: { type: 'dict', span: 24 } },
  { name: 'userExt', label: 'user:userExt', form: { type: 'textarea', span: 24, help: 'user:userExtHelp' } },
];

interface PlatformDetail {
  userType?: number | null;
  userExt?: string;
  platforms?: { userType: number; userExt: string | null }[];
}

/** 平台配置: the user's extension data per platform (1 WEB, 2 APP, 3 OTHER), from platform-detail. */
export function PlatformDialog({ user, onClose }: { user: CrudRecord; onClose: () => void }) {
  const userId = String(user.id);
  const detail = useQuery({
    queryKey: ['user', 'platform-detail', userId],
    queryFn: () => getData<PlatformDetail>(`${API}/platform-detail`, { id: userId }),
    gcTime: 0,
  });
  const save = useCommand(API);
  const extOf = (type: unknown) => detail.data?.platforms?.find((p) => String(p.userType) === String(type))?.userExt ?? '';
  return (
    <ActionDialog
      title="user:platform"
      columns={COLUMNS}
      schema={userPlatformSchema}
      loading={detail.isPending}
      initialValues={{ userType: String(detail.data?.userType ?? 1), userExt: detail.data?.userExt ?? '' }}
      // Each platform keeps its own data: switching platform shows what is stored for it.
      onValuesChange={(changed, _all, form) => {
        if ('userType' in changed) form.setFieldValue('userExt', extOf(changed.userType));
      }}
      submitting={save.isPending}
      onSubmit={(values) => save.mutateAsync({ url: `${API}/update-platform`, body: { userId, userType: values.userType, userExt: values.userExt ?? '' } })}
      onClose={onClose}
    />
  );
}
