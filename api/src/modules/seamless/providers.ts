// The game providers allowed to call the seamless wallet, each with its own HMAC secret, read from the environment
// as SEAMLESS_SECRET_<CODE>. The in-house provider (MEKONG) has a development secret; production must set its own.
export type SeamlessProviders = Readonly<Record<string, string>>;

/** The built-in game provider's code (DESIGN.md §4): its REAL rounds move money through the protocol like any other. */
export const IN_HOUSE_PROVIDER = 'MEKONG';

/** Known to anyone who reads this repository: fine for a laptop and the tests, refused in production. */
export const DEV_IN_HOUSE_SECRET = 'mekong-in-house-provider-development-secret';

const SECRET_VARIABLE = /^SEAMLESS_SECRET_([A-Z0-9_]{2,40})$/;
const MIN_PRODUCTION_SECRET_LENGTH = 32;

export const devSeamlessProviders = (): SeamlessProviders => ({ [IN_HOUSE_PROVIDER]: DEV_IN_HOUSE_SECRET });

/** Providers and secrets of SEAMLESS_SECRET_<CODE> variables; with NODE_ENV=production the in-house secret is required and must be strong. */
export function seamlessProvidersFromEnv(env: Record<string, string | undefined>): SeamlessProviders {
  const production = env.NODE_ENV === 'production';
  const providers: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const code = SECRET_VARIABLE.exec(name)?.[1];
    if (code && value) providers[code] = value;
  }
  if (production) {
    for (const [code, secret] of Object.entries(providers)) {
      if (secret.length < MIN_PRODUCTION_SECRET_LENGTH || secret === DEV_IN_HOUSE_SECRET) {
        throw new Error(`SEAMLESS_SECRET_${code} must be a random secret of at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`);
      }
    }
    if (!providers[IN_HOUSE_PROVIDER]) throw new Error(`SEAMLESS_SECRET_${IN_HOUSE_PROVIDER} must be set in production (the in-house game provider's HMAC secret)`);
  }
  return { ...devSeamlessProviders(), ...providers };
}
