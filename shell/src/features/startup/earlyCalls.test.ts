// The early calls: started once by main.js, each answer taken by the shell's first GET of its path, never twice.
import { PATHS } from '@mekong/contracts';
import { EARLY_PATHS, startEarlyCalls, withEarlyAnswers, type Fetch } from './earlyCalls';

/** The part of a Response the test reads (jsdom has no fetch). */
const answer = (text: string) => ({ text: async () => text }) as Response;
const fakeFetch = (prefix: string) => jest.fn<ReturnType<Fetch>, Parameters<Fetch>>(async (path) => answer(`${prefix} ${path}`));

describe('early calls', () => {
  it('asks for the same paths the shell asks for later', () => {
    expect([...EARLY_PATHS].sort()).toEqual([PATHS.remotesManifest, PATHS.system.status].sort());
  });

  it('hands each early answer to the first GET of its path only, past every cache', async () => {
    const early = fakeFetch('early');
    startEarlyCalls(early);
    expect(early).toHaveBeenCalledTimes(2);
    expect(early).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-store' }));

    const later = fakeFetch('later');
    const fetch = withEarlyAnswers(later);
    // A POST to the path is never served the early GET's answer.
    await expect(fetch('/wps/system/status', { method: 'POST' }).then((r) => r.text())).resolves.toBe('later /wps/system/status');
    await expect(fetch('/wps/system/status').then((r) => r.text())).resolves.toBe('early /wps/system/status');
    await expect(fetch('/wps/system/status').then((r) => r.text())).resolves.toBe('later /wps/system/status');
    await expect(fetch('/remotes.json', { method: 'GET' }).then((r) => r.text())).resolves.toBe('early /remotes.json');
    await expect(fetch('/remotes.json').then((r) => r.text())).resolves.toBe('later /remotes.json');
    await expect(fetch('/wps/system/whitelabel').then((r) => r.text())).resolves.toBe('later /wps/system/whitelabel');
  });

  it("an early call that failed fails the shell's first ask (which reports it as usual), then asks again", async () => {
    startEarlyCalls(async () => {
      throw new TypeError('Failed to fetch');
    });
    const fetch = withEarlyAnswers(async () => answer('again'));
    await expect(fetch('/remotes.json')).rejects.toThrow('Failed to fetch');
    await expect(fetch('/remotes.json').then((r) => r.text())).resolves.toBe('again');
  });
});
