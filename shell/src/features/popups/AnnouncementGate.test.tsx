// The announcement popup through the whole shell: a sign-in loads the content again (its promotions follow the member)
// and shows the member's A popups, with F in the session of a first login; closed, it stays closed for the session.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PATHS, type Popup } from '@mekong/contracts';
import { loginAnswer, recorder } from '../../test-support/authFixtures';
import { okEnvelope, renderShell, siteFixtures } from '../../test-support/renderShell';

const popup = (id: string, execution: Popup['execution']): Popup => ({ id, title: `${id} title`, content: `<p>${id} text</p>`, execution });

/** The content call: every popup (the shell picks the audience); counted, as a sign-in loads it again. */
function announcementsFixture() {
  const calls = recorder(() =>
    okEnvelope({ banners: [], player: [], promotion: [], popup: [popup('a1', 'A'), popup('b1', 'B'), popup('f1', 'F')] }),
  );
  return { calls };
}

async function signIn(firstTimeLogin: boolean) {
  const announcements = announcementsFixture();
  const fixtures = {
    ...siteFixtures,
    [PATHS.games.announcements]: announcements.calls.handler,
    [PATHS.session.login]: recorder(() => okEnvelope(loginAnswer({ firstTimeLogin }))).handler,
    [PATHS.session.firstLogin]: null,
  };
  const view = renderShell('/login', { fixtures });
  const dialog = await screen.findByRole('dialog', { name: 'Log in' });
  fireEvent.change(within(dialog).getByLabelText('Username'), { target: { value: 'somchai' } });
  fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Secret123' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).toBeNull());
  return { ...view, announcements };
}

const titles = async () => {
  const shown = await screen.findByRole('dialog', { name: 'Announcements' }, { timeout: 10_000 });
  return within(within(shown).getByRole('list', { name: 'Announcement titles' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
};

describe('announcement popup', () => {
  it("reloads the content on sign-in and shows a first login's A and F popups", async () => {
    const { announcements, services } = await signIn(true);
    await waitFor(() => expect(announcements.calls.requests.length).toBeGreaterThanOrEqual(2));
    expect(await titles()).toEqual(['a1 title', 'f1 title']);
    expect(services.sessionStorage.getItem('announcementFirstLogin')).toBe('true');
  });

  it('shows a later login only its A popups, and nothing more this session once closed', async () => {
    const { services } = await signIn(false);
    expect(await titles()).toEqual(['a1 title']);
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Announcements' })).getAllByRole('button', { name: 'Close' })[0] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull());
    expect(services.sessionStorage.getItem('announcementPopupClosed:A')).toBe('true');
  });

  it("never covers a message: a visitor's announcements step aside while one is on screen and come back after its OK", async () => {
    const announcements = announcementsFixture();
    const { services } = renderShell('/', { fixtures: { ...siteFixtures, [PATHS.games.announcements]: announcements.calls.handler } });
    expect(await titles()).toEqual(['b1 title']);
    act(() => services.bus.emit('dialog/show', { messageKey: 'common.popup_blocked', tone: 'warning' }));
    const message = await screen.findByRole('dialog', { name: /Warning|Notice|Tips/i });
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).toBeNull();
    fireEvent.click(within(message).getByRole('button', { name: 'OK' }));
    expect(await titles()).toEqual(['b1 title']);
  });
});
