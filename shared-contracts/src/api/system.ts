// Schemas of the site-wide system calls: status, feature tree, register rules, site info, help, notices.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { PATHS } from './paths';
import { FIELD_RULE_PATTERNS } from '../field-rules/patterns';
import { GAME_TYPES } from '../constants/games';
import { LANGUAGES } from '../constants/site';

export const systemStatusSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region-restricted; maintenance wins when both hold. */
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  maintenanceEnd: z.nullable(z.string()),
  ip: z.string(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}
export const whitelabelNodeSchema: z.ZodMiniType<WhitelabelNode> = z.lazy(() =>
  z.object({ modId: z.string(), enabled: z.boolean(), childrenNodes: z.array(whitelabelNodeSchema) }),
);

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export const fieldRuleSchema = z.object({
  field: z.enum(REGISTER_FIELDS),
  shown: z.boolean(),
  required: z.boolean(),
  /** A pattern kind of requirements §5, or '*' for anything. */
  acceptedPattern: z.union([z.enum(FIELD_RULE_PATTERNS), z.literal('*')]),
  min: z.int().check(z.nonnegative()),
  max: z.int().check(z.positive()),
});
export type FieldRule = z.infer<typeof fieldRuleSchema>;

export const registerSettingSchema = z.object({
  fields: z.array(fieldRuleSchema),
  /** Digits a phone number must have (requirements §5 'Phone number must have {0} digits'). */
  mobileDigits: z.int().check(z.positive()),
  smsExpiredMinutes: z.int().check(z.positive()),
});
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const customerServiceItemSchema = z.object({
  csType: z.string(),
  title: z.string(),
  path: z.string(),
});
export type CustomerServiceItem = z.infer<typeof customerServiceItemSchema>;

export const RESOURCE_TYPES = ['APP', 'SOCIAL', 'CHANNEL'] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(RESOURCE_TYPES),
  url: z.string(),
  labelNameEn: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

/** The app downloads of the resources: iOS is the MOBILECONFIG (or iOS) entry, Android the Android one; null when absent or blank. */
export function appDownloads(resources: readonly Resource[] | undefined): { ios: string | null; android: string | null } {
  const app = (labels: readonly string[]) =>
    resources?.find((r) => r.resourceType === 'APP' && labels.includes(r.labelNameEn.toLowerCase()) && r.url.trim() !== '')?.url ?? null;
  return { ios: app(['mobileconfig', 'ios']), android: app(['android']) };
}

export const systemInfoSchema = z.object({
  customerService: z.array(customerServiceItemSchema),
  resources: z.array(resourceSchema),
  mainDomain: z.string(),
  analytics: z.object({ gtagId: z.nullable(z.string()) }),
  imageCDNs: z.array(z.string()),
  launchGameCDNs: z.array(z.string()),
  location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
  licenceNumber: z.string(),
  copyrightYear: z.int(),
  footerVendors: z.array(z.string()),
  helpLinks: z.array(z.object({ id: z.string(), title: z.string() })),
  referralEnabled: z.boolean(),
});
export type SystemInfo = z.infer<typeof systemInfoSchema>;

export const helpItemSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export const helpCategorySchema = z.object({ id: z.string(), title: z.string(), items: z.array(helpItemSchema) });
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_elott',
  'w_lott',
  'w_leftmenu',
  'w_license',
  'w_login',
  'w_register',
  'w_forget',
  'w_promotion',
] as const;
export const LINKAGE_TYPES = ['NONE', 'URL', 'ROUTE', 'PROMOTION'] as const;
export const bannerSchema = z.object({
  id: z.string(),
  groupName: z.enum(BANNER_GROUPS),
  url: z.string(),
  linkageType: z.enum(LINKAGE_TYPES),
  linkageTarget: z.nullable(z.string()),
  sequence: z.int(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const POPUP_EXECUTIONS = ['A', 'B', 'F'] as const;
export const popupSchema = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  execution: z.enum(POPUP_EXECUTIONS),
});
export type Popup = z.infer<typeof popupSchema>;
export const noticeSchema = z.object({ id: z.string(), title: z.string(), content: z.string() });
export type Notice = z.infer<typeof noticeSchema>;
export const promotionSummarySchema = z.object({ id: z.string(), title: z.string() });

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** A comma list of announcement types, e.g. B,PL,PU,PR,H (MCSFE_getListAnnouncements, getAnnouncementContentV2). */
export const announcementTypesInput = z.string().check(
  z.trim(),
  z.minLength(1, 'types is required, e.g. B,PL,PU,PR,H'),
  z.refine((v) => v.split(',').every((t) => (ANNOUNCEMENT_TYPES as readonly string[]).includes(t.trim())), {
    message: `types must be a comma list of ${ANNOUNCEMENT_TYPES.join(', ')}`,
  }),
);
export const announcementsSchema = z.object({
  banners: z.array(bannerSchema),
  player: z.array(noticeSchema),
  popup: z.array(popupSchema),
  promotion: z.array(promotionSummarySchema),
});
export type Announcements = z.infer<typeof announcementsSchema>;

export const countrySchema = z.object({ countryCode: z.string(), countryDialingCode: z.string() });

export const vendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.enum(GAME_TYPES),
  /** 'VASSALAGE' opens a popup list of the vendor's games; 'GAME' starts directly. */
  isGame: z.enum(['VASSALAGE', 'GAME']),
  logoUrl: z.string(),
  sequence: z.int(),
  /** Under maintenance: a launch is refused with game-maintenance and the lobby recommends hot games. */
  maintenance: z.boolean(),
  /** WINDOW: the vendor's games must open in their own browser window instead of the game popup. */
  launchTarget: z.enum(['IFRAME', 'WINDOW']),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const gameMenuSchema = z.object({ gameType: z.enum(GAME_TYPES), vendors: z.array(vendorSchema) });
export type GameMenu = z.infer<typeof gameMenuSchema>;

export const languageInput = z._default(z.enum(LANGUAGES), 'LO');

export const systemEndpoints = {
  status: endpoint({ method: 'GET', path: PATHS.system.status, access: 'public', input: z.object({}), output: systemStatusSchema }),
  whitelabel: endpoint({
    method: 'GET',
    path: PATHS.system.whitelabel,
    access: 'public',
    input: z.object({}),
    output: z.array(whitelabelNodeSchema),
  }),
  registerSetting: endpoint({
    method: 'GET',
    path: PATHS.system.settingRegister,
    access: 'public',
    input: z.object({}),
    output: registerSettingSchema,
  }),
  domainRoute: endpoint({
    method: 'GET',
    path: PATHS.system.domainRoute,
    access: 'public',
    input: z.object({ language: languageInput }),
    output: systemInfoSchema,
  }),
  helpCenter: endpoint({
    method: 'GET',
    path: PATHS.system.helpCenter,
    access: 'public',
    input: z.object({ lang: languageInput, device: z.literal('WEB') }),
    output: z.array(helpCategorySchema),
  }),
  announcements: endpoint({
    method: 'GET',
    path: PATHS.games.announcements,
    access: 'public',
    input: z.object({
      types: announcementTypesInput,
      platform: z.literal('W'),
      language: languageInput,
    }),
    output: announcementsSchema,
  }),
  countryCodes: endpoint({
    method: 'GET',
    path: PATHS.system.countryCodes,
    access: 'public',
    input: z.object({}),
    output: z.array(countrySchema),
  }),
  gameMenus: endpoint({
    method: 'GET',
    path: PATHS.games.menus,
    access: 'public',
    input: z.object({ language: languageInput }),
    output: z.array(gameMenuSchema),
  }),
};
