// PageMenuLayout: the menu of a centre marks the active page, navigates through the host, and shows a named red
// count badge on a page only while its count is above 0.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PageMenuLayout } from './PageMenuLayout';

const pages = [
  { id: 'securityCenter', label: 'My account' },
  { id: 'messageV2', label: 'Platform information' },
  { id: 'rewardCenter', label: 'Reward centre' },
];

const menuWith = (badges: Partial<Record<string, number>>, navigate = jest.fn()) => (
  <PageMenuLayout
    label="Member centre menu"
    pages={pages}
    active="securityCenter"
    hrefFor={(id) => `/member?page=${id}`}
    navigate={navigate}
    badges={badges}
    badgeLabel={(n) => `${n} unread`}
  >
    <p>content</p>
  </PageMenuLayout>
);

test('marks the active page, titles the content and navigates on a plain click', () => {
  const navigate = jest.fn();
  render(menuWith({}, navigate));
  const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
  expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('aria-current')).toBe('page');
  expect(screen.getByRole('region', { name: 'My account' })).toBeTruthy();
  fireEvent.click(within(menu).getByRole('link', { name: 'Reward centre' }), { button: 0 });
  expect(navigate).toHaveBeenCalledWith('/member?page=rewardCenter');
});

test('a count above 0 shows a red badge named by the count, part of the link name; 0 shows none', () => {
  const { rerender } = render(menuWith({ messageV2: 3, rewardCenter: 0 }));
  const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
  const badge = within(menu).getByRole('status', { name: '3 unread' });
  expect(badge.textContent).toBe('3');
  expect(within(menu).getByRole('link', { name: 'Platform information 3 unread' })).toBeTruthy();
  expect(within(menu).getByRole('link', { name: 'Reward centre' })).toBeTruthy();
  expect(within(menu).getAllByRole('status')).toHaveLength(1);

  rerender(menuWith({ messageV2: 120 }));
  expect(within(menu).getByRole('status', { name: '120 unread' }).textContent).toBe('99+');
  rerender(menuWith({ messageV2: 0 }));
  expect(within(menu).queryByRole('status')).toBeNull();
  expect(within(menu).getByRole('link', { name: 'Platform information' })).toBeTruthy();
});
