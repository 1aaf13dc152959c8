import type { Page } from '@playwright/test';

/** Resolves once the page's realtime socket has joined its rooms (the server's answer to JOIN). */
export function realtimeJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/api/beree-desk/socket.io/')) return;
      socket.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"rooms"')) resolve();
      });
    });
  });
}

/** The bottom-right popup announcing an entry with this text. */
export const bottomRightPopup = (page: Page, text: string) =>
  page.locator('.ant-notification-bottomRight .ant-notification-notice').filter({ hasText: text });
