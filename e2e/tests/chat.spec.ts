// The chat room on the composed site: two members in two browsers chat live over the socket, a visitor reads the
// same room with the read-only notice, and the live chat of customer service still opens its 440×750 window.
// Screenshots at 1280 and 390 go to the test's output folder (never the repository).
import { axeScan } from '../support/axe';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { logIn, startInLanguage } from '../support/site';

// Three browsers on a busy 2-core machine: a page's answer can take far longer than the suite's 15 s, which says
// nothing about the chat room.
const expect = baseExpect.configure({ timeout: 60_000 });

const PASSWORD = 'Demo1234';
const ROOM = /^General \(English\)/;

const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Chat room' });
const roomLog = (page: Page) => chatDialog(page).getByRole('log', { name: 'Messages in General (English)' });

/** axe-core's serious and critical violations inside the chat dialog (the rest of the page is the accessibility suite's). */
async function chatViolations(page: Page): Promise<string[]> {
  const { violations } = await axeScan(page).include('[role="dialog"]').analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** A page of its own browser context (its own storage and session), in English, at `width`. */
async function newPerson(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 900 : 844 } });
  const page = await context.newPage();
  await startInLanguage(page, 'EN');
  await page.goto('/');
  return page;
}

/** Opens the chat room from the side menu (through the drawer on a phone) and enters the English general room. */
async function enterRoom(page: Page): Promise<void> {
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  if (await menuButton.isVisible()) await menuButton.click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Chat room' }).click();
  await chatDialog(page).getByRole('button', { name: ROOM }).click();
  await expect(roomLog(page)).toBeVisible();
}

test('two members chat live in a room while a visitor reads it, read only', async ({ browser }, testInfo) => {
  testInfo.setTimeout(480_000);
  const stamp = Date.now().toString(36);
  const [alice, bob, visitor] = [await newPerson(browser), await newPerson(browser), await newPerson(browser)];
  try {
    await logIn(alice, 'demo_member', PASSWORD);
    await logIn(bob, 'demo_down1', PASSWORD);
    await enterRoom(alice);
    await enterRoom(bob);

    // Alice writes; Bob, who only listens to his socket (members do not poll), sees it without reloading.
    const hello = `Hello <b>everyone</b> ${stamp}`;
    const aliceBox = chatDialog(alice).getByRole('textbox', { name: 'Message' });
    await aliceBox.fill(hello);
    await expect(chatDialog(alice).getByText(`${[...hello].length} of 200 characters`)).toBeVisible();
    await chatDialog(alice).getByRole('button', { name: 'Send' }).click();
    await expect(aliceBox).toHaveValue('');
    await expect(roomLog(alice).getByRole('listitem').filter({ hasText: hello })).toContainText('You');
    const atBob = roomLog(bob).getByRole('listitem').filter({ hasText: hello });
    await expect(atBob).toContainText('de***r');
    // The markup is text on screen, never an element.
    await expect(roomLog(bob).locator('b')).toHaveCount(0);

    const reply = `Good luck tonight ${stamp}`;
    await chatDialog(bob).getByRole('textbox', { name: 'Message' }).fill(reply);
    await chatDialog(bob).getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(roomLog(alice).getByText(reply)).toBeVisible();

    // The visitor reads the same room and is told how to join in; there is no send box.
    await enterRoom(visitor);
    await expect(roomLog(visitor).getByText(hello)).toBeVisible();
    await expect(roomLog(visitor).getByText(reply)).toBeVisible();
    await expect(chatDialog(visitor).getByRole('note')).toContainText('Visitors can read the rooms. Log in to chat.');
    await expect(chatDialog(visitor).getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    // The room list counts both members in the room.
    const list = chatDialog(visitor).getByRole('button', { name: ROOM });
    await expect(list).toContainText('2 online');

    await alice.screenshot({ path: testInfo.outputPath('chat-member-1280.png') });
    await visitor.screenshot({ path: testInfo.outputPath('chat-visitor-1280.png') });
    expect(await chatViolations(alice)).toEqual([]);
    expect(await chatViolations(visitor)).toEqual([]);

    // The visitor's log-in button opens the login popup.
    await chatDialog(visitor).getByRole('button', { name: 'Log in' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  } finally {
    for (const page of [alice, bob, visitor]) await page.context().close();
  }
});

test('on a phone the chat room is full screen, one pane at a time', async ({ browser }, testInfo) => {
  testInfo.setTimeout(360_000);
  const member = await newPerson(browser, 390);
  const visitor = await newPerson(browser, 390);
  try {
    await logIn(member, 'demo_down1', PASSWORD);
    const menuButton = member.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await member.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Chat room' }).click();
    await expect(chatDialog(member).getByRole('button', { name: ROOM })).toBeVisible();
    await member.screenshot({ path: testInfo.outputPath('chat-rooms-390.png') });
    await chatDialog(member).getByRole('button', { name: ROOM }).click();
    await expect(roomLog(member)).toBeVisible();
    // The list gives way to the room, and comes back with "All rooms".
    await expect(chatDialog(member).getByRole('button', { name: ROOM })).toBeHidden();
    const box = await chatDialog(member).boundingBox();
    expect(box?.width).toBe(390);
    await chatDialog(member)
      .getByRole('textbox', { name: 'Message' })
      .fill(`From my phone ${Date.now().toString(36)}`);
    await chatDialog(member).getByRole('button', { name: 'Send' }).click();
    await expect(chatDialog(member).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    await member.screenshot({ path: testInfo.outputPath('chat-member-390.png') });
    expect(await chatViolations(member)).toEqual([]);
    await chatDialog(member).getByRole('button', { name: 'All rooms' }).click();
    await expect(chatDialog(member).getByRole('button', { name: ROOM })).toBeVisible();

    await enterRoom(visitor);
    await expect(chatDialog(visitor).getByRole('note')).toBeVisible();
    await visitor.screenshot({ path: testInfo.outputPath('chat-visitor-390.png') });
    expect(await chatViolations(visitor)).toEqual([]);
  } finally {
    for (const page of [member, visitor]) await page.context().close();
  }
});

test('the live chat of customer service still opens in its own 440×750 window', async ({ page }, testInfo) => {
  testInfo.setTimeout(180_000);
  // The chat service is another site: record the window the page asks for instead of loading it.
  await page.addInitScript(() => {
    const opened: string[][] = [];
    Object.assign(window, { openedWindows: opened });
    window.open = ((url?: string | URL, target?: string, features?: string) => {
      opened.push([String(url), target ?? '', features ?? '']);
      return {} as Window;
    }) as typeof window.open;
  });
  await startInLanguage(page, 'EN');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Live chat' }).click();
  const opened = await page.evaluate(() => (window as unknown as { openedWindows: string[][] }).openedWindows);
  expect(opened).toHaveLength(1);
  expect(opened[0]![0]).toContain('livechat');
  expect(opened[0]![2]).toContain('width=440,height=750');
  await expect(page.getByRole('dialog', { name: 'Chat room' })).toHaveCount(0);
});
