import { MAX_PAGE_SIZE, type Page } from '@beree/contracts';
import { useRemote } from '@/components/pickers/use-remote';

interface UserRow {
  id: string;
  account: string;
  realName: string | null;
}

/**
 * A receiver as people read it: a user addressed by id shows as their name and account (the same
 * lookup the user picker makes), any other receiver as written.
 */
export function ReceiverText({ receiver, userId }: { receiver: unknown; userId: unknown }) {
  const byId = userId != null && String(receiver) === String(userId);
  const { data } = useRemote<Page<UserRow>>('/blade-user/search/user', { size: MAX_PAGE_SIZE });
  const user = byId ? data?.records.find((row) => String(row.id) === String(userId)) : undefined;
  if (!user) return <>{receiver == null || receiver === '' ? '--' : String(receiver)}</>;
  return <>{user.realName ? `${user.realName} (${user.account})` : user.account}</>;
}
