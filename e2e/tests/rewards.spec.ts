// The reward centre on the composed site with the real API, as an operator runs a campaign and a member meets it: the
// ops commands create a red envelope campaign and a prize wheel whose amounts are fixed (so every amount is known)
// and grant the member an envelope and a ticket under grant references; the member opens the reward centre, spins
// the wheel and opens the envelope, and the header balance and the account record move by exactly those amounts.
// One test for the whole journey; each ops command is a CLI start of seconds, so the wheel is left on (no other
// journey opens the reward centre, and its tickets are spent). demo_down2 plays the member (the accounts suite checks
// demo_member's and demo_down1's seeded balances); amounts are compared with its balance before, as the money and
// promotions suites do.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { logIn, ops, startInLanguage } from '../support/site';

const ACCOUNT = 'demo_down2';
/** ₭12,345.00: min and max of the campaign, so the envelope's draw can only give it. */
const ENVELOPE_MINOR = 1_234_500;
/** ₭2,345.60: the one segment with a weight. */
const PRIZE_MINOR = 234_560;

const balanceBox = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Balance' });

/** The header balance in minor units. */
async function headerBalance(page: Page): Promise<number> {
  await expect(balanceBox(page)).toContainText(/₭ [\d,]+\.\d{2}/);
  const match = /₭ ([\d,]+)\.(\d{2})/.exec((await balanceBox(page).textContent()) ?? '');
  if (!match) throw new Error('No balance in the header');
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

const kip = (minor: number) => `₭ ${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Writes an ops definition file of this test's own. */
function definition(name: string, value: unknown): string {
  const file = test.info().outputPath(name);
  writeFileSync(file, JSON.stringify(value));
  return file;
}

const l10n = (EN: string, LO: string, CN: string) => ({ LO, EN, CN });

test('a member granted an envelope and a wheel ticket by ops spins and opens them; the balance and the account record move by the exact amounts', async ({
  page,
}) => {
  // A retried run makes its own campaign and wheel: an id is never reused.
  const run = Date.now().toString(36);
  const campaignId = `e2e-envelopes-${run}`;
  const wheelId = `e2e-wheel-${run}`;
  const hour = 3_600_000;
  ops(
    'envelope-campaign-create',
    definition('campaign.json', {
      id: campaignId,
      title: l10n('Journey envelopes', 'ອັ່ງເປົາທົດສອບ', '旅程红包'),
      startsAt: new Date(Date.now() - hour).toISOString(),
      endsAt: new Date(Date.now() + 24 * hour).toISOString(),
      budgetMinor: 10 * ENVELOPE_MINOR,
      envelopeCount: 10,
      minMinor: ENVELOPE_MINOR,
      maxMinor: ENVELOPE_MINOR,
      autoGrant: false,
    }),
  );
  ops(
    'wheel-create',
    definition('wheel.json', {
      id: wheelId,
      title: l10n('Journey wheel', 'ວົງລໍ້ທົດສອບ', '旅程转盘'),
      segments: [
        { label: l10n('Prize', 'ລາງວັນ', '奖品'), prizeMinor: PRIZE_MINOR, weight: 1 },
        { label: l10n('Never', 'ບໍ່ເຄີຍ', '从不'), prizeMinor: 0, weight: 0 },
      ],
    }),
  );
  expect(ops('envelope-grant', campaignId, ACCOUNT, '1', `journey-${run}-envelope`)).toContain(
    `1 red envelope(s) of ${campaignId} granted to ${ACCOUNT}`,
  );
  expect(ops('wheel-tickets-grant', wheelId, ACCOUNT, '1', `journey-${run}-ticket`)).toContain(
    `1 ticket(s) of ${wheelId} granted to ${ACCOUNT}`,
  );

  await startInLanguage(page, 'EN');
  await page.goto('/');
  await logIn(page, ACCOUNT, 'Demo1234');
  const before = await headerBalance(page);
  await page.goto('/member?page=rewardCenter');
  const main = page.getByRole('main');

  // The wheel: its one weighted segment, paid at once under reduced motion (the suite's pages ask for it).
  const wheel = main.getByRole('region', { name: 'Journey wheel' });
  await expect(wheel.getByText('Tickets: 1')).toBeVisible();
  await wheel.getByRole('button', { name: 'Spin' }).click();
  await expect(wheel.getByRole('status')).toHaveText(`Prize: you won ${kip(PRIZE_MINOR)}!`);
  await expect(wheel.getByText('Tickets: 0')).toBeVisible();
  await expect(balanceBox(page)).toContainText(kip(before + PRIZE_MINOR));

  // The envelope: the campaign's only amount.
  const envelopes = main.getByRole('region', { name: 'Red envelopes' });
  await envelopes.getByRole('button', { name: 'Open Journey envelopes' }).click();
  await expect(envelopes.getByRole('status')).toHaveText(`You got ${kip(ENVELOPE_MINOR)}!`);
  await expect(envelopes.getByRole('button', { name: 'Open Journey envelopes' })).toHaveCount(0);
  await expect(balanceBox(page)).toContainText(kip(before + PRIZE_MINOR + ENVELOPE_MINOR));
  await expect(main.getByRole('list', { name: 'Prize history' }).getByRole('listitem').first()).toContainText('Journey wheel');

  // The account record shows each as a bonus of its amount.
  await main.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name: 'Account record' }).click();
  const record = main.getByRole('region', { name: 'Account record' });
  await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Bonus' });
  const rows = record.getByRole('table', { name: 'Account record' }).getByRole('row');
  for (const amount of [ENVELOPE_MINOR, PRIZE_MINOR])
    await expect(rows.filter({ hasText: kip(amount).replace('₭ ', '₭ +') })).toHaveCount(1);
});
