import { messages } from '@copyvest/shared';
import { expect, test } from '@playwright/test';
import { newAccount, signUp } from './support/accounts';

/** An 8 × 8 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWN4KOuBFTEMLQkA/tlRgeecKV8AAAAASUVORK5CYII=',
  'base64',
);

test('a user uploads an avatar on the profile and sees it in the header', async ({ page }) => {
  const account = newAccount({ name: 'Avery Avatar' });
  await signUp(page.request, account);

  await page.goto('/profile');
  await page.getByRole('button', { name: messages.files.changeAvatar }).click();
  const dialog = page.getByRole('dialog', { name: messages.files.avatarTitle });
  await expect(dialog.getByText(messages.ui.uploadHint)).toBeVisible();

  // Nothing chosen yet: the form says so and sends nothing.
  await dialog.getByRole('button', { name: messages.ui.upload }).click();
  await expect(page.getByText(messages.validation.selectImage)).toBeVisible();

  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img')).toBeVisible();
  await dialog.getByRole('button', { name: messages.ui.upload }).click();
  await expect(page.getByText(messages.toast.avatarUpdated)).toBeVisible();

  const headerAvatar = page.locator('header img[src*="/v1/storage/buckets/images/files/"]');
  await expect(headerAvatar).toBeVisible();
  await expect
    .poll(() =>
      headerAvatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    )
    .toBe(true);

  // It stays after a reload: the avatar is the user's, served through the preview URL.
  await page.reload();
  await expect(page.locator('header img[src*="/v1/storage/buckets/images/files/"]')).toBeVisible();
});
