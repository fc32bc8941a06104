// Site configuration of requirements §3 and the business constants and limits of requirements §9.
export const LANGUAGES = ['LO', 'EN', 'CN'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'LO';

export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export const SITE_CONFIG = {
  platform: 'WEB',
  merchantCode: 'MEKONG01',
  lotteryType: 'Lott',
  defaultLanguage: DEFAULT_LANGUAGE,
  languages: LANGUAGES,
  esportGames: [] as readonly string[],
  cockfightGames: [] as readonly string[],
  inHouseGames: [] as readonly string[],
  prizeModes: ['LOTT', 'ZY', 'ELOTT', 'SEA'],
  agentTypes: AGENT_TYPES,
  trialType: TRIAL_TYPE,
} as const;
export type SiteConfig = typeof SITE_CONFIG;

/** Whitelabel feature ids (requirements §6 feature toggles, §9 configuration keys). */
export const FEATURES = {
  usernameRegister: 'USERNAMEREG3',
  mobileRegister: 'MOBILENUMREG3',
  mobilePasswordRegister: 'MOBILENUMPASSREG3',
  smsOnRegister: 'REGMOBVERF3',
  mobilePasswordReset: 'CHNGPASSVERIF3',
  agentPolicy: 'AGENTPOLICY3',
  freePlay: 'FREEPLAY3',
  forcePasswordChange: 'FORCECHNGPASS3',
  smsLogin: 'MOBVERFLOGIN3',
  manualRebate: 'MANUALREBATE3',
  dividend: 'enableCt',
} as const;

export const LIMITS = {
  tooManyRequestsWaitMinutes: 5,
  realtimeSalaryEveryMinutes: 5,
  defaultPassword: '{secret}',
  promotionCommentMax: 140,
  promotionImageMaxBytes: 5 * 1024 * 1024,
  promotionImagesMax: 3,
  promotionImageTypes: ['image/png', 'image/jpeg'],
  agreementAge: 18,
  birthdayAge: 21,
  announcementPageSize: 8,
  announcementPageRange: 5,
  announcementPageMargin: 1,
  socialSmsCountdownSeconds: 60,
  captchaRefreshMs: 1000,
  rememberMeHours: 24,
  customerServiceWindow: { width: 440, height: 750 },
  lobbyPageSize: 28,
  homeRecentGames: 21,
  homeHotGames: 12,
  hotGamesTwoRowsAbove: 14,
  winnerBoardSize: 20,
  homeFavouritesPageSize: 999,
  sideMenuPromotions: 6,
  paginationMarginPages: 2,
  paginationRange: 5,
  favouriteThrottleMs: 1000,
  bannerAutoplayMs: 5000,
  bannerSpeedMs: 1000,
  bannerSpaceBetween: 20.3,
  chunkLoadTimeoutMs: 120_000,
  smsCodeMaxLength: 255,
  copyrightYear: 2025,
  licenceNumber: '365',
  balanceDecimals: 2,
} as const;

export const PLATFORM_CODES = { web: 'W', gamesDesktop: 'html5-desktop', gamesFlash: 'flash', clientType: 3 } as const;
export const LOGIN_TYPES = ['username', 'sms'] as const;
export const REGISTRATION_TYPES = ['register', 'registerMobile'] as const;
export const DATE_PICKER_RANGES = ['next7', 'next30', 'last7', 'last30'] as const;
export const CONTACT_CHANNELS = ['LINE', 'Telegram', 'WhatsApp', 'Facebook', 'YouTube', 'Skype'] as const;
export const SOCIAL_ICONS = ['YouTube', 'Twitter', 'TikTok', 'Facebook', 'Instagram', 'WhatsApp', 'Telegram', 'Line'] as const;
export const OFFICIAL_CHANNELS = ['Facebook', 'Instagram', 'Telegram'] as const;
export const TIME_FORMAT = 'YYYY/MM/DD HH:mm:ss';
export const STORAGE_KEYS = {
  token: 'token',
  language: 'lang',
  languageHistory: 'hisLang',
  merchant: 'merchant',
  merchantCode: 'merchantCode',
  isLogin: 'isLogin',
  isAgent: 'isAgent',
  isTrial: 'isTrial',
  location: 'location',
  memberInfo: 'memberInfo',
} as const;
