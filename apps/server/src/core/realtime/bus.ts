import { EventEmitter } from 'node:events';

/** A notice to deliver: `tenantId` '*' reaches every tenant (platform notices). */
export interface NoticeEvent {
  tenantId: string | '*';
  payload: Record<string, unknown>;
}

/** A message to deliver to one user of one tenant. */
export interface MessageEvent {
  tenantId: string;
  userId: string;
  payload: Record<string, unknown>;
}

/** The grants of these users of one tenant changed. */
export interface PermissionEvent {
  tenantId: string;
  userIds: string[];
}

interface RealtimeEvents {
  notice: [NoticeEvent];
  message: [MessageEvent];
  permission: [PermissionEvent];
}

/**
 * What the desk service publishes after its transaction commits; the socket server (when running)
 * delivers it to the rooms. The database stays the truth: an event only nudges open screens.
 */
export class RealtimeBus extends EventEmitter<RealtimeEvents> {
  publishNotice(event: NoticeEvent): void {
    this.emit('notice', event);
  }

  publishMessage(event: MessageEvent): void {
    this.emit('message', event);
  }

  publishPermission(event: PermissionEvent): void {
    this.emit('permission', event);
  }
}
