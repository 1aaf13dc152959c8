import { expect, test } from '../support/fixtures';
import { bottomRightPopup, realtimeJoined } from '../support/realtime';
import { pageApi } from '../support/api';
import { HOSPITAL_ADMIN, HOSPITAL_CLERK, login, unique } from '../support/session';


test.describe('realtime delivery', () => {
  test("a message the administrator sends pops up on the clerk's open page", async ({ browser }) => {
    const clerkContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      const clerk = await clerkContext.newPage();
      const admin = await adminContext.newPage();
      const clerkJoined = realtimeJoined(clerk);
      await login(clerk, HOSPITAL_CLERK);
      await clerkJoined;
      await login(admin, HOSPITAL_ADMIN);
      const { user_id: clerkId } = await pageApi<{ user_id: string }>(clerk, 'GET', '/blade-auth/oauth/user-info');

      const title = unique('请于本月20日前更新授权书 ');
      await pageApi(admin, 'POST', '/beree-desk/message-record/send', { data: { userIds: clerkId, title, content: '<p>授权书即将到期，请及时上传。</p>' } });
      await expect(bottomRightPopup(clerk, title)).toBeVisible();
      // Only the addressee hears it.
      await expect(bottomRightPopup(admin, title)).toHaveCount(0);
    } finally {
      await clerkContext.close();
      await adminContext.close();
    }
  });

});
