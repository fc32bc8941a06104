// The ops commands of issue 19: argument parsing, and the manual rebate and feedback run from the command line — the
// toggle turned on and off (the member's calls follow at once), rates and settings set, feedback listed and replied to.
import { FEATURES, PATHS } from '@mekong/contracts';
import { feedbackEndpoints } from '@mekong/contracts/member-extras';
import type { FastifyInstance } from 'fastify';
import { expectFailure, expectValue, type TestApp } from '../test-support/test-app';
import { call } from '../test-support/accounts';
import { buildAppWith, moneyMember } from '../routes/cashier/cashier-test-support';
import { isFeatureEnabled } from '../modules/features/features.repository';
import { parseOpsCommand, runOpsCommand } from './commands';
import type { MemberExtraOpsCommand } from './member-extra-commands';

describe('parsing the manual rebate and feedback commands', () => {
  it.each<[string, MemberExtraOpsCommand]>([
    ['manual-rebate', { kind: 'manual-rebate', enabled: null }],
    ['manual-rebate on', { kind: 'manual-rebate', enabled: true }],
    ['manual-rebate off', { kind: 'manual-rebate', enabled: false }],
    ['manual-rebate-rate live 80', { kind: 'manual-rebate-rate', gameType: 'LIVE', rateBp: 80 }],
    ['manual-rebate-settings 1000 2', { kind: 'manual-rebate-settings', minClaimMinor: 1000, turnoverMultiple: 2 }],
    ['feedback', { kind: 'feedback', all: false }],
    ['feedback all', { kind: 'feedback', all: true }],
    ['feedback-reply f1 We checked it', { kind: 'feedback-reply', id: 'f1', reply: 'We checked it' }],
  ])('reads "%s"', (line, command) => {
    expect(parseOpsCommand(line.split(' '))).toEqual(command);
  });

  it.each([
    ['manual-rebate maybe', "'manual-rebate' takes 'on' or 'off', got 'maybe'"],
    ['manual-rebate-rate BINGO 10', "'BINGO' is not one of RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, ELOTT, LOTT, COCKFIGHT, INHOUSE"],
    ['manual-rebate-rate RNG 10001', "'10001' is not a rate of 0 to 10000 basis points"],
    ['manual-rebate-rate RNG -1', "'-1' is not a rate of 0 to 10000 basis points"],
    ['manual-rebate-settings 10 101', "'101' is not a turnover multiple of 0 to 100"],
    ['feedback open', "'feedback' takes nothing or 'all', got 'open'"],
    ['feedback-reply f1', "'feedback-reply' needs a feedback id and the reply"],
  ])('refuses "%s"', (line, error) => {
    expect(parseOpsCommand(line.split(' '))).toEqual({ error });
  });
});

describe('running the manual rebate and feedback commands', () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildAppWith({});
    app = testApp.app;
  });
  afterAll(() => testApp.close());

  const run = (line: string) => {
    const command = parseOpsCommand(line.split(' '));
    if ('error' in command) throw new Error(command.error);
    return runOpsCommand(app.db, command, { notify: async () => '', now: () => new Date() });
  };

  it('turns the manual rebate on and off, and sets its rates and settings', async () => {
    const who = await moneyMember(app, { withdrawPassword: null });
    expect(await run('manual-rebate off')).toContain('manual rebate: off');
    expectFailure(await who.get(PATHS.manualRebate.state), 403, 'manual-rebate-disabled');
    expect(await run('manual-rebate on')).toContain('manual rebate: on');
    expect(await isFeatureEnabled(app.db, FEATURES.manualRebate)).toBe(true);
    expect((await who.get(PATHS.manualRebate.state)).statusCode).toBe(200);
    await run('manual-rebate-rate LIVE 80');
    const shown = await run('manual-rebate-settings 2500 3');
    expect(shown).toContain('LIVE  80 bp (0.80%)');
    expect(shown).toContain('turnover multiple: 3');
    expect(shown).toMatch(/minimum claim: .*25\.00/);
  });

  it('lists unanswered feedback and replies to it; the member reads the reply', async () => {
    const who = await moneyMember(app, { withdrawPassword: null });
    const sent = expectValue(
      await call(app, 'PUT', PATHS.feedback, { questionType: 'GAME', content: 'The game froze after my spin' }, { token: who.token }),
      feedbackEndpoints.submit,
    );
    const listed = await run('feedback');
    expect(listed).toContain(sent.id);
    expect(listed).toContain(who.member.account);
    expect(listed).toContain("'The game froze after my spin'");
    expect(await run(`feedback-reply ${sent.id} Sorry, the round was refunded.`)).toBe(`Replied to ${sent.id}.`);
    expect(await run('feedback')).not.toContain(sent.id);
    expect(await run('feedback all')).toContain('reply');
    expect(await run('feedback-reply no-such-id hello')).toBe('No feedback no-such-id');
    const [read] = expectValue(await who.get(PATHS.feedback), feedbackEndpoints.list).list;
    expect(read?.reply).toBe('Sorry, the round was refunded.');
  });
});
