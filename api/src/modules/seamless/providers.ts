// The game providers allowed to call the seamless wallet, each with its own HMAC secret, read from the environment
// as SEAMLESS_SECRET_<CODE>. The in-house provider (MEKONG) has a development secret for demo mode (MEKONG_DEMO=on)
// only: any other server must set its own.
import { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, type SeamlessProviders } from '@mekong/contracts/server';

export { DEV_IN_HOUSE_SECRET, IN_HOUSE_PROVIDER, type SeamlessProviders };

const SECRET_VARIABLE = /^SEAMLESS_SECRET_([A-Z0-9_]{2,40})$/;
const MIN_SECRET_LENGTH = 32;

export const devSeamlessProviders = (): SeamlessProviders => ({ [IN_HOUSE_PROVIDER]: DEV_IN_HOUSE_SECRET });

/** Where the strict rules hold, as the refusals name it. */
const outside = (production: boolean) => (production ? 'in production' : 'unless MEKONG_DEMO=on');

/**
 * The providers a server outside demo mode may run with: each secret strong and not the development one, and the
 * in-house provider's present. Throws the first problem, worded for the operator.
 */
function checkedProviders(providers: SeamlessProviders, production: boolean): SeamlessProviders {
  for (const [code, secret] of Object.entries(providers)) {
    if (secret.length < MIN_SECRET_LENGTH || secret === DEV_IN_HOUSE_SECRET) {
      throw new Error(
        `SEAMLESS_SECRET_${code} must be a random secret of at least ${MIN_SECRET_LENGTH} characters, not the development one, ${outside(production)}`,
      );
    }
  }
  if (!providers[IN_HOUSE_PROVIDER]) {
    throw new Error(
      `SEAMLESS_SECRET_${IN_HOUSE_PROVIDER} must be set ${outside(production)} (the in-house game provider's HMAC secret; the development one is published)`,
    );
  }
  return providers;
}

/**
 * Providers and secrets of SEAMLESS_SECRET_<CODE> variables. In demo mode the in-house provider falls back to the
 * development secret; otherwise (and always in production) its secret is required, and every secret must be strong.
 */
export function seamlessProvidersFromEnv(env: Record<string, string | undefined>, demo: boolean): SeamlessProviders {
  const providers: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    const code = SECRET_VARIABLE.exec(name)?.[1];
    if (code && value) providers[code] = value;
  }
  const production = env.NODE_ENV === 'production';
  if (production || !demo) return checkedProviders(providers, production);
  return { ...devSeamlessProviders(), ...providers };
}

/**
 * The providers an app runs with: what it was given, or the development secret in demo mode. Outside demo mode the
 * same rules as the environment's hold, so an app built in code cannot take the published secret either.
 */
export function seamlessProvidersInForce(configured: SeamlessProviders | undefined, demo: boolean): SeamlessProviders {
  if (demo) return configured ?? devSeamlessProviders();
  return checkedProviders(configured ?? {}, false);
}
