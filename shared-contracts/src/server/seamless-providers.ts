// Who may call the seamless wallet: provider codes and their HMAC secrets, and the built-in provider's code and its
// development secret (demo mode only; the API refuses it anywhere else, api/src/modules/seamless/providers.ts).
export type SeamlessProviders = Readonly<Record<string, string>>;

/** The built-in game provider's code (docs/architecture.md §4): its REAL rounds move money through the protocol like any other. */
export const IN_HOUSE_PROVIDER = 'MEKONG';

/** Known to anyone who reads this repository: fine for a demo site and the tests, refused anywhere else. */
export const DEV_IN_HOUSE_SECRET = 'mekong-in-house-provider-development-secret';
