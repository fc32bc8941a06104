// Which page the site status answer shows: the site, maintenance or the region block.
import { pageForStatus } from './pageForStatus';

describe('pageForStatus', () => {
  it('shows the site for status 0', () => {
    expect(pageForStatus({ status: 0, maintenanceEnd: null })).toBe('site');
  });

  it('shows the maintenance page for status 1', () => {
    expect(pageForStatus({ status: 1, maintenanceEnd: '2026-11-30T10:00:00Z' })).toBe('maintenance');
  });

  it('shows the region-block page for status 2', () => {
    expect(pageForStatus({ status: 2, maintenanceEnd: null })).toBe('region-block');
  });

  it('lets maintenance win: a status-1 answer shows maintenance whatever region data it carries', () => {
    expect(pageForStatus({ status: 1, maintenanceEnd: null, ip: '203.0.113.9' })).toBe('maintenance');
  });

  it('shows the site when there is no answer', () => {
    expect(pageForStatus(null)).toBe('site');
  });
});
