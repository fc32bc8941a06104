// The remote lifecycle: what the shell passes a remote (RemoteProps) and what a remote exposes.
import type { Observable } from 'rxjs';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../api/client';
import type { Bus } from '../bus/bus';
import type { Session } from '../session/session';
import type { SiteConfig } from '../constants/site';

/**
 * Version of these contracts; the shell refuses a remote built against another major version. 2.0.0: a remote's
 * container runs on the shell's Module Federation runtime (docs/architecture.md §3), which shells before it lack.
 */
export const CONTRACTS_VERSION = '2.0.0';

export function contractsMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isContractsCompatible(remoteVersion: string, shellVersion = CONTRACTS_VERSION): boolean {
  const major = contractsMajor(remoteVersion);
  return Number.isFinite(major) && major === contractsMajor(shellVersion);
}

export interface RemoteRoute {
  path: string;
  query: Record<string, string>;
  hash: string;
  /** Active page inside the remote, e.g. a member-centre page; null for the remote's default. */
  page: string | null;
}

export interface NavigateOptions {
  replace?: boolean;
}

export interface RemoteProps {
  bus: Bus;
  session$: Observable<Session>;
  api: ApiClient;
  i18n: I18n;
  navigate: (to: string, options?: NavigateOptions) => void;
  route: RemoteRoute;
  site: SiteConfig;
}

/** single-spa lifecycle function; single-spa adds its own props (name, mountParcel, domElement). */
export type LifecycleFn = (props: RemoteProps & Record<string, unknown>) => Promise<unknown>;

export interface RemoteLifecycle {
  bootstrap: LifecycleFn | LifecycleFn[];
  mount: LifecycleFn | LifecycleFn[];
  unmount: LifecycleFn | LifecycleFn[];
  update: LifecycleFn | LifecycleFn[];
  /** The contracts version this remote was built with (fixed at build time). */
  contractsVersion: string;
}

/** The module every remote exposes as './lifecycle'. */
export const LIFECYCLE_EXPOSE = './lifecycle';
