import { create } from 'zustand';

export type RealtimeStatus = 'off' | 'connecting' | 'joined' | 'failed';

interface RealtimeState {
  status: RealtimeStatus;
  /** The rooms the server put this connection in (its tenant and user), once joined. */
  rooms: string[];
  set: (status: RealtimeStatus, rooms?: string[]) => void;
}

/** The state of this session's realtime connection, for screens that want to show it. */
export const useRealtimeStore = create<RealtimeState>()((set) => ({
  status: 'off',
  rooms: [],
  set: (status, rooms = []) => set({ status, rooms }),
}));
