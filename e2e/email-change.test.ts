import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../apps/server/src/test/smtp.ts';
import { startBrowserStack, signUpByApi, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

// Changing the sign-in e-mail in the browser (docs/decisions/0039-email-change-confirmation.md), at phone width.

let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack({ demo: false });
});
afterAll(() => s?.close());

const PHONE = { width: 375, height: 740 };

describe('changing the e-mail address in the browser', () => {
  it('asks for the current password, waits for the new inbox, applies from the link and undoes from the old address', async () => {
    const { page, errors } = await s.newPage(PHONE);
    const old = 'erin.email@example.test';
    const next = 'erin.new@example.test';
    await signUpByApi(s, page, {
      accountType: 'player',
      firstName: 'Erin',
      lastName: 'Email',
      email: old,
      password: 'erin-pass-1',
    });
    await page.goto('/profile');
    await page.getByLabel('Phone').fill('555-0101');
    await page.getByLabel('ZIP/Postal Code').fill('75201');
    await page.getByLabel('Email').fill(next);
    // The current password appears right after the e-mail field, reached with Tab.
    await page.getByLabel('Email').press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('p-email-password');
    await page.keyboard.type('erin-pass-1');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(`We sent a link to ${next}.`, { exact: false }).waitFor();
    await page.getByText(`Waiting for confirmation: ${next}.`, { exact: false }).waitFor();
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(old);
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await checkA11y(page, 'profile with a pending e-mail change');

    const link = linkIn(
      await s.stack.smtp.waitFor(next, /Confirm your new Dugout e-mail address/),
      `${s.stack.url}/confirm-email-change?token=`,
    );
    await page.goto(link);
    await page.getByRole('heading', { name: 'Confirm your new e-mail address' }).waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await checkA11y(page, 'confirm e-mail change');
    await page.getByRole('button', { name: 'Confirm new e-mail address' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'E-mail address changed' }).waitFor();
    await page.getByText(`You now sign in with ${next}.`).waitFor();
    await checkA11y(page, 'e-mail change confirmed');

    // The link works once: opened again it says so.
    const again = await s.newPage(PHONE);
    await again.page.goto(link);
    await again.page.getByRole('button', { name: 'Confirm new e-mail address' }).click();
    await again.page.getByRole('alert').getByText('This link has already been used.').waitFor();
    await checkA11y(again.page, 'used e-mail change link');

    const undo = linkIn(
      await s.stack.smtp.waitFor(old, /Your Dugout e-mail address was changed/),
      `${s.stack.url}/undo-email-change?token=`,
    );
    await page.goto(undo);
    await page.getByRole('button', { name: 'Undo the change' }).click();
    await page.getByRole('heading', { name: 'E-mail address restored' }).waitFor();
    await page.getByText(`Your account uses ${old} again`, { exact: false }).waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await checkA11y(page, 'e-mail change undone');
    // Every session ended, this browser's too.
    await page.goto('/profile');
    await page.waitForURL('**/auth**');
    expect(errors).toEqual([]);
  });
});
