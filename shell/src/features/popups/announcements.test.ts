// Which announcements the popup shows, to whom, and once per session.
import type { Popup } from '@mekong/contracts';
import { announcementPopupsFor, pageCount, pageOf, showPager } from './announcements';

const popup = (id: string, execution: Popup['execution']): Popup => ({ id, title: id, content: `<p>${id}</p>`, execution });

describe('announcement popup rules', () => {
  const popups = [popup('a1', 'A'), popup('b1', 'B'), popup('f1', 'F'), popup('b2', 'B')];

  it('shows execution A to members and B to visitors', () => {
    expect(announcementPopupsFor(popups, true, false).map((p) => p.id)).toEqual(['a1']);
    expect(announcementPopupsFor(popups, false, false).map((p) => p.id)).toEqual(['b1', 'b2']);
  });

  it('adds execution F to a member in the session of a first login, never to a visitor', () => {
    expect(announcementPopupsFor(popups, true, false, true).map((p) => p.id)).toEqual(['a1', 'f1']);
    expect(announcementPopupsFor(popups, false, false, true).map((p) => p.id)).toEqual(['b1', 'b2']);
  });

  it('shows nothing once the session marked it closed', () => {
    expect(announcementPopupsFor(popups, false, true)).toEqual([]);
  });

  it('pages titles 8 at a time and shows the pager only past 8', () => {
    const many = Array.from({ length: 19 }, (_, i) => popup(`p${i}`, 'B'));
    expect(pageCount(19)).toBe(3);
    expect(pageOf(many, 3).map((p) => p.id)).toEqual(['p16', 'p17', 'p18']);
    expect(showPager(8)).toBe(false);
    expect(showPager(9)).toBe(true);
  });
});
