// Schemas of breaks from play (issue 20, member centre `takeABreak`): the reality-check interval, a time-out or a
// self-exclusion (started at once with the login password; only ever lengthened, never shortened or lifted early),
// this login session's play (for the reality check over a game) and the login before this one (shown after login).
// Paths are declared here, not in the root entry's PATHS, so the root entry every page loads first stays as it is.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const PLAY_BREAK_PATHS = {
  state: '/wps/member/breaks',
  realityCheck: '/wps/member/breaks/reality-check',
  start: '/wps/member/breaks/start',
  session: '/wps/member/breaks/session',
  /** Public: a member on a break cannot sign in, so lengthening one proves the person by account and password. */
  lengthen: '/wps/member/breaks/lengthen',
} as const;

/** Minutes of play between reality checks the member may choose; 0 is off. */
export const REALITY_CHECK_MINUTES = [0, 15, 30, 45, 60, 90, 120] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const TIME_OUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export const BREAK_PERIODS = { 'time-out': TIME_OUT_PERIODS, 'self-exclusion': SELF_EXCLUSION_PERIODS } as const;
export type BreakKind = keyof typeof BREAK_PERIODS;
export type BreakPeriod = (typeof TIME_OUT_PERIODS)[number] | (typeof SELF_EXCLUSION_PERIODS)[number];

/** Why a call was refused. Texts are the client's, by code. */
export const PLAY_BREAK_FAILURES = {
  /** The member is on a time-out or self-exclusion: no login, play, deposit, promotion (value: endsAt, permanent). */
  onBreak: 'play-break',
  /** A new break may only end later than the one in force. */
  shorten: 'play-break-shorten',
  /** The login password given is wrong. */
  wrongPassword: 'wrong-old-password',
} as const;

/** The end instant a permanent self-exclusion is kept with, so "in force" is one comparison for every break. */
export const PERMANENT_BREAK_ENDS_AT = '9999-12-31T23:59:59.999Z';

const breakKindSchema = z.enum(['time-out', 'self-exclusion']);
const breakPeriodSchema = z.enum([...TIME_OUT_PERIODS, ...SELF_EXCLUSION_PERIODS]);

export const breakChoiceSchema = z.object({ kind: breakKindSchema, period: breakPeriodSchema }).check(
  z.refine((choice) => (BREAK_PERIODS[choice.kind] as readonly string[]).includes(choice.period), {
    message: 'This period is not offered for this kind of break',
    path: ['period'],
  }),
);

export const playBreakSchema = z.object({
  kind: breakKindSchema,
  period: breakPeriodSchema,
  startedAt: z.string(),
  /** UTC ISO; PERMANENT_BREAK_ENDS_AT when permanent. */
  endsAt: z.string(),
  permanent: z.boolean(),
});
export type PlayBreak = z.infer<typeof playBreakSchema>;

export const previousLoginSchema = z.object({
  at: z.string(),
  ip: z.nullable(z.string()),
  /** An ISO 3166-1 alpha-2 country code, `LOCAL` for a non-public address (the local network), null when unknown. */
  place: z.nullable(z.string()),
});
export type PreviousLogin = z.infer<typeof previousLoginSchema>;

export const playBreakStateSchema = z.object({
  realityCheckMinutes: z.int(),
  previousLogin: z.nullable(previousLoginSchema),
});
export type PlayBreakState = z.infer<typeof playBreakStateSchema>;

export const playSessionSchema = z.object({
  /** When this login session began (UTC ISO). */
  sessionStartedAt: z.string(),
  /** Stakes and wins of this login session's bets, minor units; net = wins - stakes. */
  stakes: z.int(),
  wins: z.int(),
  net: z.int(),
  realityCheckMinutes: z.int(),
  /** The reality check's interval in seconds (realityCheckMinutes × 60; a test-only server setting may shorten it). */
  intervalSeconds: z.int(),
});
export type PlaySession = z.infer<typeof playSessionSchema>;

const password = z.string().check(z.minLength(1), z.maxLength(100));

export const playBreakEndpoints = {
  state: endpoint({ method: 'GET', path: PLAY_BREAK_PATHS.state, access: 'token', input: z.object({}), output: playBreakStateSchema }),
  setRealityCheck: endpoint({
    method: 'PUT',
    path: PLAY_BREAK_PATHS.realityCheck,
    access: 'token',
    input: z.object({ minutes: z.union(REALITY_CHECK_MINUTES.map((minutes) => z.literal(minutes))) }),
    output: z.object({ realityCheckMinutes: z.int() }),
  }),
  start: endpoint({
    method: 'POST',
    path: PLAY_BREAK_PATHS.start,
    access: 'token',
    input: z.intersection(breakChoiceSchema, z.object({ password })),
    output: playBreakSchema,
  }),
  session: endpoint({ method: 'GET', path: PLAY_BREAK_PATHS.session, access: 'token', input: z.object({}), output: playSessionSchema }),
  lengthen: endpoint({
    method: 'POST',
    path: PLAY_BREAK_PATHS.lengthen,
    access: 'public',
    input: z.intersection(breakChoiceSchema, z.object({ username: z.string().check(z.minLength(1), z.maxLength(100)), password })),
    output: playBreakSchema,
  }),
};
