// A strict view of the props a remote's lifecycle receives: every read is logged, and a read of a key outside the contract throws.
import { SITE_CONFIG, type RemoteProps, type RemoteRoute } from '@mekong/contracts';

// Spelled out as objects so the typecheck fails here when RemoteProps or RemoteRoute gains or loses a key.
const REMOTE_PROPS_KEYS = Object.keys({
  bus: true,
  session$: true,
  api: true,
  i18n: true,
  navigate: true,
  route: true,
  site: true,
} satisfies Record<keyof RemoteProps, true>);
const ROUTE_KEYS = new Set(Object.keys({ path: true, query: true, hash: true, page: true } satisfies Record<keyof RemoteRoute, true>));
const SITE_KEYS = new Set(Object.keys(SITE_CONFIG));

/**
 * What single-spa puts beside RemoteProps on a parcel's props: its getProps adds name, mountParcel and singleSpa to
 * every application and parcel, and unmountSelf to a parcel; the shell's RemoteSlot adds domElement, which
 * mountRootParcel needs.
 */
export const SINGLE_SPA_KEYS = ['name', 'domElement', 'singleSpa', 'mountParcel', 'unmountSelf'] as const;
export type SingleSpaKey = (typeof SINGLE_SPA_KEYS)[number];

const PARCEL_KEYS = new Set<string>([...REMOTE_PROPS_KEYS, ...SINGLE_SPA_KEYS]);

/** Thrown where a remote reads a prop its contract does not give; the contract test also fails on it afterwards. */
export class RemotePropsViolation extends Error {
  constructor(
    readonly path: string,
    allowed: ReadonlySet<string>,
  ) {
    super(`The remote read ${path}, which its contract does not give (it may read: ${[...allowed].join(', ')})`);
    this.name = 'RemotePropsViolation';
  }
}

export interface PropsReadLog {
  /** Every key read through a guard, as a path: 'props.route', 'props.route.path', 'props.name'. */
  readonly reads: Set<string>;
  /** The reads outside the contract, in order; each one also threw where it happened, which an error boundary may swallow. */
  readonly violations: RemotePropsViolation[];
}

export function createPropsReadLog(): PropsReadLog {
  return { reads: new Set(), violations: [] };
}

// Only `get` is guarded: `in` and own-key listing (React's `'__self' in props`, a spread `{ ...props }`)
// learn which keys exist, never a value the host did not give.
function guardReads<T extends object>(target: T, path: string, allowed: ReadonlySet<string>, log: PropsReadLog): T {
  return new Proxy(target, {
    get(object, key, receiver) {
      // Symbol keys are protocols of the language and of tools (iteration, inspection), never a prop passed by name.
      if (typeof key === 'symbol') return Reflect.get(object, key, receiver);
      const keyPath = `${path}.${key}`;
      log.reads.add(keyPath);
      if (!allowed.has(key)) {
        const violation = new RemotePropsViolation(keyPath, allowed);
        log.violations.push(violation);
        throw violation;
      }
      return Reflect.get(object, key, receiver);
    },
  });
}

/**
 * Guards a parcel's props and, one level down, `route` and `site`. createRemote's root reads the props through
 * its lifecycles, which hand this very object down (createRemote's RemoteTree), so a read anywhere in the remote is seen.
 */
export function guardParcelProps(
  props: RemoteProps & Record<SingleSpaKey, unknown>,
  log: PropsReadLog,
): RemoteProps & Record<string, unknown> {
  const target = {
    ...props,
    route: guardReads(props.route, 'props.route', ROUTE_KEYS, log),
    site: guardReads(props.site, 'props.site', SITE_KEYS, log),
  };
  return guardReads(target, 'props', PARCEL_KEYS, log);
}
