import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { teamMessageTexts } from '@dugout/domain/teams';
import { outbox } from '../apps/server/src/db/schema/index.ts';
import { signInThroughForm, startBrowserStack, type BrowserStack } from './support/browser.ts';
import { checkA11y, pageScrollWidth } from './support/a11y.ts';

/**
 * The coach's side of families as a coach meets it (docs/decisions/0064-coaches-and-families.md): on a phone, the demo
 * player's guardian (the demo's parent@example.com, linked with consent) in the player's details on
 * /team-management, then 'E-mail players & guardians' from that row: who will receive it, the count the server
 * queued, and both e-mails arriving at the SMTP server with Reply-To the coach.
 */
let s: BrowserStack;
beforeAll(async () => {
  s = await startBrowserStack();
}, 240_000);
afterAll(() => s?.close());

const PLAYER = 'Casey Demoplayer';
const GUARDIAN = 'Jordan Demoparent';

describe("a coach and a player's family", () => {
  it("sees the demo player's guardian in the row's details and e-mails the player and guardian", async () => {
    const { page, errors } = await s.newPage({ width: 375, height: 800 });
    await signInThroughForm(page, 'coach@example.com', 'dugout-demo');
    await page.waitForURL('**/team-management');
    await page.goto('/team-management?team=THUNDER17U');
    const roster = page.getByRole('region', { name: 'Player Roster' });
    await roster.getByRole('button', { name: `Details for ${PLAYER}` }).click();
    const family = page.getByRole('region', { name: `Parents / Guardians of ${PLAYER}` });
    await family.getByTestId('member-guardians').getByText(`${GUARDIAN} · parent@example.com`).waitFor();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, "Team Management, a player's guardians, 375");

    const opener = family.getByRole('button', { name: `E-mail ${PLAYER} & guardians` });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: teamMessageTexts.title });
    await dialog.getByRole('region', { name: `${teamMessageTexts.recipients} (2)` }).waitFor();
    const recipients = dialog.getByTestId('message-recipients');
    await recipients.getByText(`(${teamMessageTexts.guardianOf(PLAYER)})`).waitFor();
    expect(await recipients.textContent()).toContain('parent@example.com');
    await dialog.getByLabel(teamMessageTexts.subject).fill('Saturday practice');
    await dialog.getByLabel(teamMessageTexts.message).fill('We start at 6. Bring water.');
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await checkA11y(page, 'E-mail players & guardians, 375');
    await dialog.getByRole('button', { name: teamMessageTexts.send }).click();

    // the server's count, said by the toast; focus back on the button that opened the dialog
    await page.getByText(teamMessageTexts.sent(2)).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    for (const to of ['player@example.com', 'parent@example.com']) {
      const mail = await s.stack.smtp.waitFor(to, /Demo Thunder 17U: Saturday practice/);
      expect(mail.raw).toMatch(/^Reply-To: coach@example\.com/im);
      expect(mail.text).toContain('We start at 6. Bring water.');
    }
    const queued = await s.stack.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'team_message'), eq(outbox.refId, 'THUNDER17U')));
    expect(queued.map((m) => m.to).sort()).toEqual(['parent@example.com', 'player@example.com']);
    expect(errors).toEqual([]);
  });
});
