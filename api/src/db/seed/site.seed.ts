// Seed data of the site settings, live switches, whitelabel features, register rules, contacts and countries.
import type { Insertable } from 'kysely';
import { FEATURES, FOOTER_VENDORS, LIMITS, type FieldRule } from '@mekong/contracts';
import type { Database } from '../database';
import { localizedColumns, toFlag, toStringList } from '../../modules/columns';

type Row<T extends keyof Database> = Insertable<Database[T]>;

export const siteSettings: Row<'site_settings'> = {
  id: 1,
  licenceNumber: LIMITS.licenceNumber,
  copyrightYear: LIMITS.copyrightYear,
  mainDomain: 'www.mekong.example',
  gtagId: null,
  // Empty: images and launches are served by this API itself. A deployment behind CDNs lists their origins here.
  imageCdns: toStringList([]),
  launchGameCdns: toStringList([]),
  footerVendors: toStringList(FOOTER_VENDORS),
  referralEnabled: toFlag(true),
  // Lao mobile numbers: 20 followed by 8 digits.
  mobileDigits: 10,
  smsExpiredMinutes: 2,
};

export const maintenanceState: Row<'maintenance_state'> = { id: 1, enabled: toFlag(false), endsAt: null };

/** Feature groups and their switches (requirements §6, §9): [group, switches with their default]. */
const WHITELABEL_GROUPS: [string, [string, boolean][]][] = [
  [
    'REGISTRATION',
    [
      [FEATURES.usernameRegister, true],
      [FEATURES.mobileRegister, true],
      [FEATURES.mobilePasswordRegister, true],
      [FEATURES.smsOnRegister, true],
    ],
  ],
  [
    'LOGIN',
    [
      [FEATURES.smsLogin, true],
      [FEATURES.freePlay, true],
      [FEATURES.forcePasswordChange, true],
      [FEATURES.mobilePasswordReset, true],
    ],
  ],
  [
    'AGENT',
    [
      [FEATURES.agentPolicy, true],
      [FEATURES.dividend, true],
      [FEATURES.manualRebate, false],
    ],
  ],
];

export const whitelabelModules: Row<'whitelabel_modules'>[] = WHITELABEL_GROUPS.flatMap(([group, switches], g) => [
  { modId: group, parentModId: null, enabled: toFlag(true), sequence: g + 1 },
  ...switches.map(([modId, enabled], s) => ({ modId, parentModId: group, enabled: toFlag(enabled), sequence: s + 1 })),
]);

type Rule = Omit<FieldRule, 'field'>;
const rule = (shown: boolean, required: boolean, acceptedPattern: FieldRule['acceptedPattern'], min: number, max: number): Rule => ({
  shown,
  required,
  acceptedPattern,
  min,
  max,
});

/** One rule per register field (requirements §5); hidden fields keep a sensible rule for when ops show them. */
const REGISTER_RULES: Record<FieldRule['field'], Rule> = {
  username: rule(true, true, 'letterFirstThenLettersDigits', 6, 16),
  password: rule(true, true, 'lettersAndDigitsCombined', 6, 20),
  confirmPassword: rule(true, true, 'lettersAndDigitsCombined', 6, 20),
  payeeName: rule(false, false, 'fullName', 2, 50),
  email: rule(false, false, 'email', 6, 50),
  qqNum: rule(false, false, 'digitsOnly', 5, 12),
  mobileNum: rule(true, true, 'digitsOnly', 10, 10),
  captcha: rule(true, true, '*', 4, 4),
  verificationCode: rule(true, true, 'digitsOnly', 6, 6),
  affiliateCode: rule(true, false, 'lettersOrDigits', 4, 12),
  paymentPassword: rule(false, false, 'digitsOnly', 6, 6),
  line: rule(false, false, 'noSpaces', 4, 30),
  whatsapp: rule(false, false, 'digitsOnly', 8, 15),
  facebook: rule(false, false, 'noSpaces', 5, 50),
  wechat: rule(false, false, 'noSpaces', 6, 20),
  idNumber: rule(false, false, 'lettersOrDigits', 6, 20),
  birthday: rule(false, false, 'dateYmd', 10, 10),
};

export const registerFieldRules: Row<'register_field_rules'>[] = Object.entries(REGISTER_RULES).map(([field, r], i) => ({
  field,
  shown: toFlag(r.shown),
  required: toFlag(r.required),
  acceptedPattern: r.acceptedPattern,
  minLength: r.min,
  maxLength: r.max,
  sequence: i + 1,
}));

export const customerServiceItems: Row<'customer_service_items'>[] = [
  {
    id: 'livechat',
    csType: 'LIVECHAT',
    path: 'https://chat.mekong.example/livechat?merchant=MEKONG01',
    sequence: 1,
    ...localizedColumns('title', { LO: 'ແຊັດສົດ 24 ຊົ່ວໂມງ', EN: '24/7 live chat', CN: '24小时在线客服' }),
  },
  {
    id: 'telegram',
    csType: 'TELEGRAM',
    path: 'https://t.me/mekong_support',
    sequence: 2,
    ...localizedColumns('title', { LO: 'ບໍລິການລູກຄ້າທາງ Telegram', EN: 'Telegram support', CN: 'Telegram 客服' }),
  },
];

/** Twitter, Instagram and WhatsApp are left out of SOCIAL on purpose: the footer shows only configured icons. */
const RESOURCES: [type: string, label: string, url: string][] = [
  ['APP', 'Android', 'https://download.mekong.example/app/mekong-android.apk'],
  ['APP', 'MOBILECONFIG', 'https://download.mekong.example/app/mekong-ios.mobileconfig'],
  ['SOCIAL', 'YouTube', 'https://www.youtube.com/@mekongcasino'],
  ['SOCIAL', 'Facebook', 'https://www.facebook.com/mekongcasino'],
  ['SOCIAL', 'Telegram', 'https://t.me/mekongcasino'],
  ['SOCIAL', 'TikTok', 'https://www.tiktok.com/@mekongcasino'],
  ['SOCIAL', 'Line', 'https://line.me/R/ti/p/@mekongcasino'],
  ['CHANNEL', 'Facebook', 'https://www.facebook.com/groups/mekongcasino'],
  ['CHANNEL', 'Instagram', 'https://www.instagram.com/mekongcasino'],
  ['CHANNEL', 'Telegram', 'https://t.me/mekongcasino_news'],
];

export const siteResources: Row<'site_resources'>[] = RESOURCES.map(([resourceType, labelNameEn, url], i) => ({
  id: `${resourceType.toLowerCase()}-${labelNameEn.toLowerCase()}`,
  resourceType,
  labelNameEn,
  url,
  sequence: i + 1,
}));

const COUNTRIES: [code: string, dialing: string][] = [
  ['LA', '856'],
  ['VN', '84'],
  ['TH', '66'],
  ['KH', '855'],
  ['CN', '86'],
  ['MM', '95'],
  ['MY', '60'],
  ['SG', '65'],
];

export const countryCodes: Row<'country_codes'>[] = COUNTRIES.map(([countryCode, dialingCode], i) => ({
  countryCode,
  dialingCode,
  sequence: i + 1,
}));
