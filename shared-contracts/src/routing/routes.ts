// The route table of requirements §2: which part owns each route, its layout and whether it needs login.
export const REMOTE_NAMES = ['mf_lobby', 'mf_member', 'mf_agent', 'mf_promotions', 'mf_points'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** default: header, side menu, footer. game: no side menu, no footer. agent: the agent-only layout. */
export type Layout = 'default' | 'game' | 'agent';

export interface RouteDefinition {
  path: string;
  owner: RemoteName;
  layout: Layout;
  loginRequired: boolean;
  /** Shell popup the route opens over its page, if any. */
  popup?: 'login' | 'register' | 'help' | 'reset-password' | 'line-detection';
}

const route = (path: string, owner: RemoteName, extra: Partial<Omit<RouteDefinition, 'path' | 'owner'>> = {}): RouteDefinition => ({
  path,
  owner,
  layout: 'default',
  loginRequired: false,
  ...extra,
});

export const ROUTES: readonly RouteDefinition[] = [
  route('/', 'mf_lobby'),
  route('/index', 'mf_lobby'),
  route('/index.html', 'mf_lobby'),
  route('/home', 'mf_lobby'),
  route('/login', 'mf_lobby', { popup: 'login' }),
  route('/register', 'mf_lobby', { popup: 'register' }),
  route('/help', 'mf_lobby', { popup: 'help' }),
  /** The emailed reset link: home with the reset-password popup, its token in the query. */
  route('/resetPassword', 'mf_lobby', { popup: 'reset-password' }),
  /** Issue 19: the line-detection screen (mirror domains and their times) over the lobby. */
  route('/lineDetection', 'mf_lobby', { popup: 'line-detection' }),
  route('/sports', 'mf_lobby'),
  route('/esports', 'mf_lobby'),
  route('/lott', 'mf_lobby'),
  route('/elott', 'mf_lobby'),
  route('/live', 'mf_lobby'),
  route('/fish', 'mf_lobby'),
  route('/rng', 'mf_lobby'),
  route('/pvp', 'mf_lobby'),
  route('/inHouse', 'mf_lobby'),
  route('/favorite', 'mf_lobby', { loginRequired: true }),
  route('/recent', 'mf_lobby', { loginRequired: true }),
  route('/lottery', 'mf_lobby', { layout: 'game', loginRequired: true }),
  route('/seaLottery', 'mf_lobby', { layout: 'game', loginRequired: true }),
  route('/vnLottery', 'mf_lobby', { layout: 'game', loginRequired: true }),
  route('/seamless', 'mf_lobby', { layout: 'game' }),
  route('/member', 'mf_member', { loginRequired: true }),
  route('/promotions', 'mf_promotions'),
  /** Issue 19 (requirements §2 Other labelled screens): news and blog (`?slug=` opens one), the app download guide. */
  route('/news', 'mf_promotions'),
  route('/blog', 'mf_promotions'),
  route('/appDownload', 'mf_promotions'),
  /** Issue 19: the full winners list and the mini games (the in-house quick games), each a lazy page of the lobby. */
  route('/winners', 'mf_lobby'),
  route('/miniGames', 'mf_lobby'),
  route('/pointMall', 'mf_points', { loginRequired: true }),
  route('/agent', 'mf_agent', { layout: 'agent', loginRequired: true }),
  route('/agentHome', 'mf_agent', { layout: 'agent', loginRequired: true }),
];

export function findRoute(path: string): RouteDefinition | undefined {
  return ROUTES.find((r) => r.path === path);
}

/** Where a route change lands under the route guard: login-required routes need a token. */
export function guardRoute(path: string, hasToken: boolean): { redirect: string } | { route: RouteDefinition } | { notFound: true } {
  const found = findRoute(path);
  if (!found) return { notFound: true };
  if (found.loginRequired && !hasToken) return { redirect: '/login' };
  return { route: found };
}

export const MEMBER_CENTRE_PAGES = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  /** Issue 20, under the menu's 'Responsible gaming' heading. */
  'gamingLimits',
  'takeABreak',
] as const;
export type MemberCentrePage = (typeof MEMBER_CENTRE_PAGES)[number];

export const AGENT_CENTRE_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
  'agentDividendRecordCopy2',
  'agentDailyWages2',
  'agentHourSalary',
  'agentRealtimeSalary',
] as const;
export type AgentCentrePage = (typeof AGENT_CENTRE_PAGES)[number];
