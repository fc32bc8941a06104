// Every call of requirements §7 and where it is served. Named calls without a path live under /wps/relay/<NAME>
// (docs/architecture.md §4); calls with neither get REST paths under /wps or /lgw.
const relay = <N extends string>(name: N) => `/wps/relay/${name}` as const;

export const PATHS = {
  session: {
    login: '/wps/session/login',
    freeplay: '/wps/session/login/freeplay',
    logout: '/wps/session/logout',
    firstLogin: '/wps/session/firstLogin',
    /** The second step of an unregistered-IP login (requirements §4), and the SMS code it may send. */
    loginVerify: '/wps/session/login/verify',
    loginVerifySms: '/wps/session/login/verify/sms',
    publicKey: '/wps/system/publicKey',
  },
  verification: {
    smsNoLogin: '/wps/verification/sms/noLogin',
    smsRegister: '/wps/verification/sms/register',
  },
  member: {
    register: '/wps/member/register',
    registerMobile: '/wps/member/register/mobile',
    info: '/wps/member/info',
    infoIcon: '/wps/member/info/icon',
    password: '/wps/member/password',
    passwordEmail: '/wps/member/password/email',
    passwordVerification: '/wps/member/password/verification',
    passwordReset: '/wps/member/password/reset',
    fundsConsolidated: '/wps/member/info/funds/consolidated',
    publicState: '/wps/member/publicState',
    withdrawPassword: '/wps/member/withdrawPassword',
    language: '/wps/member/language',
    registerRules: '/wps/member/register/rules',
  },
  system: {
    captcha: '/wps/captcha',
    whitelabel: '/wps/system/whitelabel',
    settingRegister: '/wps/system/setting/register',
    status: '/wps/system/status',
    domainRoute: '/wps/system/domainRoute',
    helpCenter: '/wps/system/helpCenter',
    countryCodes: '/wps/system/countryCodes',
  },
  agent: {
    affiliate: '/wps/agent/affiliate',
    /** The agent centre over the caller's own downline tree (issue 17). */
    referrals: '/wps/agent/referrals',
    downlines: '/wps/agent/downlines',
    downline: '/wps/agent/downlines/detail',
    teamOverview: '/wps/agent/team/overview',
    teamBets: '/wps/agent/team/bets',
    userLoss: '/wps/agent/team/profit',
    teamTransactions: '/wps/agent/team/transactions',
    announcements: '/wps/agent/announcements',
  },
  wallet: {
    balance: '/wps/v2/wallets/balance',
    walletTransfer: relay('GCS_walletTransfer'),
    merchantWallet: relay('GCS_merchantWallet'),
    unreadCount: relay('CSP_unreadCount'),
    transferOptions: '/wps/wallet/transfer/options',
    transferUpline: '/wps/wallet/transferUpline',
  },
  cashier: {
    depositChannels: '/wps/cashier/deposit/channels',
    deposits: '/wps/cashier/deposits',
    /** The demo payment gateway's signed callback (server to server). */
    demoDepositCallback: '/wps/cashier/deposits/callback/demo',
    withdrawInfo: '/wps/cashier/withdraw/info',
    withdrawals: '/wps/cashier/withdrawals',
    confirmWithdrawal: '/wps/cashier/withdrawals/confirm',
  },
  messages: {
    list: '/wps/messages',
    read: '/wps/messages/read',
  },
  records: {
    bets: '/wps/records/bets',
    transactions: '/wps/records/transactions',
    profit: '/wps/records/profit',
    bonuses: '/wps/records/bonuses',
  },
  /** The seamless-wallet protocol game providers call (HMAC-signed, server to server): balance, debit, credit, rollback. */
  seamless: '/wps/seamless',
  feedback: '/wps/feedback',
  games: {
    menus: '/lgw/games/game_menus',
    list: relay('GCSGAME_gameList'),
    hot: relay('GCSGAME_hotGamesV2'),
    favouriteIds: '/lgw/games/favourites/ids',
    favourites: '/lgw/games/favourites',
    recent: relay('GCS_recentGame'),
    vendorLanes: relay('GCSGAME_newGameVendor'),
    vassalageGameType: relay('GCSGAME_getVassGameType'),
    announcements: relay('MCSFE_getListAnnouncements'),
    winnerBoard: relay('GCSGAME_getRankList'),
    launchFB: relay('GCS_gameLaunchFB'),
    roomList: relay('GLS2_roomList'),
    launch: '/wps/game/launchGame',
    liveChatModels: '/wps/system/liveChat',
  },
  lottery: {
    vnMenu: '/lgw/vn/games/game_menu',
    vnMenuRecent: '/lgw/vn/games/game_menu/recent',
    vnOpened: '/lgw/vn/numeros/opened/game',
    openedNumero: '/lotto/lgw/games/opened/numero',
    missionSummary: '/wps/mission/summary',
    missionLeaderboard: '/wps/mission/leaderboard',
  },
  contracts: {
    dividend: relay('MCS2_processDividendReq'),
    dailySalary: relay('MCS2_processDailySalContract'),
    hourSalary: relay('MCS2_processContractHourSalary'),
    realtimeSalary: relay('MCSFE_processRealTimeSalaryContract'),
    /** The caller's contracts, one of them, and contract requests (issue 17). */
    list: '/wps/agent/contracts',
    detail: '/wps/agent/contracts/detail',
    requests: '/wps/agent/contracts/requests',
  },
  promotions: {
    claimRaffle: relay('MCS2_claimRafflePromotion'),
    content: relay('getAnnouncementContentV2'),
    detail: '/wps/promotions/detail',
    join: '/wps/promotions/join',
    apply: '/wps/promotions/apply',
  },
  /** The member centre's reward centre (issue 16): red envelopes and prize wheels. */
  rewards: {
    centre: '/wps/rewards',
    openEnvelope: '/wps/rewards/envelopes/open',
    spin: '/wps/rewards/wheels/spin',
  },
  /** Missions (issue 16): the summary and leaderboard are lottery.missionSummary and lottery.missionLeaderboard. */
  missions: {
    claim: '/wps/mission/claim',
  },
  vip: {
    levels: '/wps/vip/levels',
  },
  /** Refer and earn and the manual rebate of the member centre (issue 19); feedback is PATHS.feedback. */
  referral: {
    state: '/wps/member/referral',
  },
  manualRebate: {
    state: '/wps/rebate/manual',
    claim: '/wps/rebate/manual/claim',
  },
  points: {
    balance: relay('MCS2_getPointBalance'),
    rewards: relay('getPointReward'),
    redeem: relay('redeemPointReward'),
    redeemList: relay('getRedeemPointList'),
    config: relay('getPointConfig'),
    details: relay('ODSFE2_MemTransDet'),
    convert: relay('convertPoint'),
  },
  /** The chat room (requirements §2 Other popups): its room list is games.roomList (GLS2_roomList). */
  chat: {
    messages: '/wps/chat/messages',
    join: '/wps/chat/rooms/join',
    leave: '/wps/chat/rooms/leave',
  },
  /** The records of contract settlements and the caller's owed dividends (issue 17; contract-settlements.ts). */
  agentSettlements: {
    income: '/wps/agent/income',
    dividends: '/wps/agent/settlements/dividends',
    dailyWages: '/wps/agent/settlements/daily',
    hourlySalary: '/wps/agent/settlements/hourly',
    realtimeSalary: '/wps/agent/settlements/realtime',
    debts: '/wps/agent/contract-debts',
  },
  socket: '/wps/ws',
  remotesManifest: '/remotes.json',
} as const;
