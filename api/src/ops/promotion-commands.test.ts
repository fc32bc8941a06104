// The promotions' ops commands: argument parsing, and a whole campaign run from the command line — a category and a
// promotion saved from JSON (content sanitised, bad definitions refused whole), scheduled, published, ended, and
// its applications listed, approved (bonus paid, message and balance pushed live) and rejected.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATHS } from '@mekong/contracts';
import { promotionEndpoints } from '@mekong/contracts/promotions';
import type { FastifyInstance } from 'fastify';
import { expectValue, type TestApp } from '../test-support/test-app';
import { call } from '../test-support/accounts';
import { getBalanceMinor } from '../modules/accounts/members.repository';
import type { LiveNotices } from '../modules/cashier/live-notices';
import { buildAppWith, moneyMember, pushesOf } from '../routes/cashier/cashier-test-support';
import { parseOpsCommand, runOpsCommand } from './commands';
import type { PromotionOpsCommand } from './promotion-commands';
import { OPS_NOTICES_PATH, OPS_SECRET_HEADER } from './channel';

const OPS_SECRET = 'ops-test-secret-0123456789';
const T0 = new Date('2026-11-28T03:00:00.000Z');

describe('parsing the promotion commands', () => {
  it.each<[string, PromotionOpsCommand]>([
    ['promotions', { kind: 'promotions' }],
    ['promotion-save /tmp/p.json', { kind: 'promotion-save', file: '/tmp/p.json' }],
    ['promotion-category-save c.json', { kind: 'promotion-category-save', file: 'c.json' }],
    ['promotion-schedule p1 now long-term', { kind: 'promotion-schedule', id: 'p1', startsAt: null, endsAt: null }],
    [
      'promotion-schedule p1 2026-12-01T00:00:00Z 2026-12-31T17:00:00+07:00',
      { kind: 'promotion-schedule', id: 'p1', startsAt: '2026-12-01T00:00:00.000Z', endsAt: '2026-12-31T10:00:00.000Z' },
    ],
    ['promotion-publish p1', { kind: 'promotion-publish', id: 'p1' }],
    ['promotion-unpublish p1', { kind: 'promotion-unpublish', id: 'p1' }],
    ['promotion-end p1', { kind: 'promotion-end', id: 'p1' }],
    ['promotion-applications', { kind: 'promotion-applications', promotionId: null }],
    ['promotion-applications p1', { kind: 'promotion-applications', promotionId: 'p1' }],
    ['promotion-application a1', { kind: 'promotion-application', id: 'a1', dir: null }],
    ['promotion-application a1 /tmp/look', { kind: 'promotion-application', id: 'a1', dir: '/tmp/look' }],
    ['promotion-approve a1', { kind: 'promotion-approve', id: 'a1' }],
    ['promotion-reject a1 not a VIP member', { kind: 'promotion-reject', id: 'a1', reason: 'not a VIP member' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['promotions all', "Unexpected argument 'all'"],
    ['promotion-save', "'promotion-save' needs a JSON file"],
    ['promotion-end', "'promotion-end' needs a promotion id"],
    ['promotion-schedule p1 now', "'promotion-schedule' needs a promotion id, a start (or now) and an end (or long-term)"],
    ['promotion-schedule p1 soon long-term', "'soon' is not a start: use now or an ISO time, e.g. 2026-12-01T00:00:00Z"],
    ['promotion-schedule p1 now forever', "'forever' is not an end: use long-term or an ISO time, e.g. 2026-12-31T17:00:00Z"],
    ['promotion-approve', "'promotion-approve' needs an application id"],
    ['promotion-reject a1', "'promotion-reject' needs a reason after the application id"],
    ['promotion-applications p1 p2', "Unexpected argument 'p2'"],
    ['promotion-application', "'promotion-application' needs an application id"],
    ['promotion-application a1 d x', "Unexpected argument 'x'"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running a campaign', () => {
  let testApp: TestApp;
  let app: FastifyInstance;
  let dir: string;

  beforeAll(async () => {
    testApp = await buildAppWith({ ops: { secret: OPS_SECRET, announceFile: null, serverUrl: null } });
    app = testApp.app;
    dir = mkdtempSync(path.join(tmpdir(), 'mekong-promo-ops-'));
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await testApp.close();
  });

  /** What the CLI's notify does, through the same endpoint, in process. */
  const notify = async (notices: LiveNotices) => {
    const response = await app.inject({
      method: 'POST',
      url: OPS_NOTICES_PATH,
      headers: { [OPS_SECRET_HEADER]: OPS_SECRET },
      payload: notices,
    });
    return response.statusCode === 200 ? 'Pushed live.' : `refused ${response.statusCode}`;
  };

  const run = (line: string, now = T0) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command, { notify, now: () => now });
  };

  const file = (name: string, value: unknown) => {
    const where = path.join(dir, name);
    writeFileSync(where, typeof value === 'string' ? value : JSON.stringify(value));
    return where;
  };

  const l10n = (en: string) => ({ LO: `${en} (LO)`, EN: en, CN: `${en} (CN)` });

  const definition = {
    id: 'vip-week',
    category: 'vip',
    type: 'GENERAL',
    mode: 'APPLY',
    title: l10n('VIP week'),
    content: l10n('<p onclick="x()">Apply <b>now</b></p><script>alert(1)</script>'),
    cardImage: 'https://cdn.example/vip-card.png',
    dialogImage: 'https://cdn.example/vip-dialog.png',
    rules: { bonusFixedMinor: 1_000_000, turnoverMultiple: 3 },
  };

  const detail = async (id: string, token?: string) => {
    const response = await call(app, 'GET', PATHS.promotions.detail, { id, language: 'EN' }, token ? { token } : {});
    return response.statusCode === 200 ? expectValue(response, promotionEndpoints.detail) : null;
  };

  it('saves a category and a draft promotion, sanitising its content; publishes, schedules and ends it', async () => {
    expect(await run(`promotion-category-save ${file('cat.json', { id: 'vip', type: 'event', title: l10n('VIP') })}`)).toBe(
      'Promotion category created.',
    );
    expect(await run(`promotion-save ${file('p.json', definition)}`)).toContain('Promotion created.\n');
    expect(await run('promotions')).toContain("vip-week  draft  APPLY  GENERAL  from the start → long-term  'VIP week'");
    expect(await detail('vip-week')).toBeNull();
    expect(await run('promotion-publish vip-week')).toBe('Promotion vip-week published.');
    expect(await detail('vip-week')).toMatchObject({
      content: '<p>Apply <b>now</b></p>',
      category: 'vip',
      categoryType: 'event',
      announcementImages: [
        { url: 'https://cdn.example/vip-card.png', sequence: 1 },
        { url: 'https://cdn.example/vip-dialog.png', sequence: 2 },
      ],
      activityStatus: 'Join',
    });
    expect(await run('promotion-schedule vip-week 2099-01-01T00:00:00Z 2099-02-01T00:00:00Z')).toBe(
      'Promotion vip-week runs 2099-01-01T00:00:00.000Z → 2099-02-01T00:00:00.000Z.',
    );
    expect((await detail('vip-week'))?.activityStatus).toBe('coming soon');
    expect(await run('promotion-schedule vip-week now long-term')).toBe('Promotion vip-week runs from now → long-term.');
    expect((await detail('vip-week'))?.activityStatus).toBe('Join');
    await run('promotion-end vip-week', new Date(Date.now() - 1000));
    expect((await detail('vip-week'))?.activityStatus).toBe('Close');
    await run('promotion-schedule vip-week now long-term');
  });

  it.each<[string, unknown, string]>([
    [
      'a percentage bonus without a cap',
      { ...definition, rules: { bonusPercentBp: 1000 } },
      'rules: a percentage bonus needs a cap (bonusCapMinor)',
    ],
    ['an unknown category', { ...definition, category: 'nope' }, "category: no category 'nope' (save it first)"],
    [
      'a start after the end',
      { ...definition, startsAt: '2027-01-02T00:00:00Z', endsAt: '2027-01-01T00:00:00Z' },
      'startsAt must be before endsAt',
    ],
    ['a missing title', { ...definition, title: { EN: 'x' } }, 'title.LO'],
    ['an unknown field', { ...definition, colour: 'red' }, 'Unrecognized key: "colour"'],
    ['a javascript image', { ...definition, cardImage: 'javascript:alert(1)' }, 'cardImage'],
  ])('refuses %s and changes nothing', async (_name, given, message) => {
    await expect(run(`promotion-save ${file('bad.json', given)}`)).rejects.toThrow(message);
  });

  it('refuses a file that is not JSON, and unknown promotions', async () => {
    await expect(run(`promotion-save ${file('bad.txt', '{ nope')}`)).rejects.toThrow('is not JSON');
    await expect(run(`promotion-save ${path.join(dir, 'missing.json')}`)).rejects.toThrow('Cannot read');
    await expect(run('promotion-end nope')).rejects.toThrow("No promotion 'nope'");
  });

  it('lists applications, approves one (bonus, message, pushes) and rejects another, once each', async () => {
    await run(`promotion-save ${file('p2.json', { ...definition, id: 'vip-apply', published: true })}`);
    const approved = await moneyMember(app, { withdrawPassword: null });
    const rejected = await moneyMember(app, { withdrawPassword: null });
    for (const who of [approved, rejected]) {
      expectValue(
        await who.post(PATHS.promotions.apply, { id: 'vip-apply', comment: `I am ${who.member.account}` }),
        promotionEndpoints.apply,
      );
    }
    const listing = await run('promotion-applications vip-apply');
    const ids = listing.split('\n').map((line) => line.split('  ')[0] ?? '');
    expect(ids).toHaveLength(2);
    expect(listing).toContain(`vip-apply  ${approved.member.account}  images: 0  applied`);
    expect(await run('promotions')).toContain('applications waiting: 2');

    const pushes = pushesOf(app, approved.member.id);
    expect(await run(`promotion-approve ${ids[0]}`)).toBe(
      `Application ${ids[0]} of ${approved.member.account} for vip-apply approved: ₭ 10,000.00 bonus paid, turnover required ₭ 30,000.00.\nPushed live.`,
    );
    expect(await getBalanceMinor(app.db, approved.member.id)).toBe(1_000_000);
    expect(pushes.map((p) => p.type)).toEqual(['balance', 'message']);
    expect(pushes[1]).toMatchObject({
      payload: { message: { kind: 'PROMOTION_APPROVED', params: { amount: 1_000_000, promotionId: 'vip-apply' } }, unread: 1 },
    });
    expect((await detail('vip-apply', approved.token))?.activityStatus).toBe('Process');
    await expect(run(`promotion-approve ${ids[0]}`)).rejects.toThrow('There is no application waiting for review');
    await expect(run(`promotion-reject ${ids[0]} too late`)).rejects.toThrow('There is no application waiting for review');

    const rejectedPushes = pushesOf(app, rejected.member.id);
    expect(await run(`promotion-reject ${ids[1]} not a VIP member`)).toBe(
      `Application ${ids[1]} of ${rejected.member.account} for vip-apply rejected: not a VIP member\nPushed live.`,
    );
    expect(await getBalanceMinor(app.db, rejected.member.id)).toBe(0);
    expect(rejectedPushes).toEqual([
      {
        type: 'message',
        payload: {
          message: expect.objectContaining({
            kind: 'PROMOTION_REJECTED',
            params: { promotionId: 'vip-apply', reason: 'not a VIP member' },
          }),
          unread: 1,
        },
      },
    ]);
    expect((await detail('vip-apply', rejected.token))?.activityStatus).toBe('Rejected');
    expect(await run('promotion-applications')).not.toContain('vip-apply');
    await expect(run('promotion-approve nope')).rejects.toThrow("No application 'nope'");
  });

  it('shows an application with its comment and writes its images to files named by the application, to judge it', async () => {
    await run(`promotion-save ${file('p4.json', { ...definition, id: 'vip-look', published: true })}`);
    const who = await moneyMember(app, { withdrawPassword: null });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
    const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;
    expectValue(
      await who.post(PATHS.promotions.apply, {
        id: 'vip-look',
        comment: 'My VIP card',
        // A member's file name is printed, never used as a path.
        images: [
          { name: '../../etc/passwd.png', dataUrl: dataUrl('image/png', png) },
          { name: 'slip.jpg', dataUrl: dataUrl('image/jpeg', jpeg) },
        ],
      }),
      promotionEndpoints.apply,
    );
    const [id = ''] = (await run('promotion-applications vip-look')).split('  ');
    const folder = path.join(dir, 'look');
    const shown = await run(`promotion-application ${id} ${folder}`);
    const first = path.join(folder, `${id}-1.png`);
    const second = path.join(folder, `${id}-2.jpg`);
    expect(shown.split('\n')).toEqual([
      `Application ${id} of ${who.member.account} for vip-look 'VIP week'`,
      expect.stringMatching(/^status: APPLYING {2}applied \d{4}-\d\d-\d\dT[\d:.]+Z$/),
      'comment: My VIP card',
      'images: 2, written to:',
      `  ${first}  (image/png, ${png.length} bytes, sent as '../../etc/passwd.png')`,
      `  ${second}  (image/jpeg, ${jpeg.length} bytes, sent as 'slip.jpg')`,
    ]);
    expect(readFileSync(first).equals(png)).toBe(true);
    expect(readFileSync(second).equals(jpeg)).toBe(true);
    // Without a folder: a new one under the temp folder.
    const elsewhere = (await run(`promotion-application ${id}`)).match(/ {2}(\S+-1\.png)/)?.[1] ?? '';
    expect(elsewhere.startsWith(tmpdir())).toBe(true);
    expect(readFileSync(elsewhere).equals(png)).toBe(true);
    rmSync(path.dirname(elsewhere), { recursive: true, force: true });
    await expect(run('promotion-application nope')).rejects.toThrow("No application 'nope'");
  });

  it('lets exactly one of two racing reviews through', async () => {
    await run(`promotion-save ${file('p3.json', { ...definition, id: 'vip-race', published: true })}`);
    const who = await moneyMember(app, { withdrawPassword: null });
    expectValue(await who.post(PATHS.promotions.apply, { id: 'vip-race' }), promotionEndpoints.apply);
    const [id] = (await run('promotion-applications vip-race')).split('  ');
    const results = await Promise.allSettled([
      run(`promotion-approve ${id}`),
      run(`promotion-reject ${id} no`),
      run(`promotion-approve ${id}`),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const balance = await getBalanceMinor(app.db, who.member.id);
    expect([0, 1_000_000]).toContain(balance);
  });
});
