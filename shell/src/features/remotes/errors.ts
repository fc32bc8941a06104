// Stable error codes of the remote loader (in the spirit of Module Federation's RUNTIME-xxx) and how they are reported.

export const REMOTE_ERROR_CODES = {
  /** /remotes.json could not be fetched or is not JSON. */
  manifestUnavailable: 'MEKONG-REMOTE-001',
  /** /remotes.json does not match the manifest schema of the contracts. */
  manifestInvalid: 'MEKONG-REMOTE-002',
  /** The manifest has no entry for the remote. */
  missing: 'MEKONG-REMOTE-003',
  /** The manifest marks the remote as in maintenance. */
  maintenance: 'MEKONG-REMOTE-004',
  /** The remote was built against another major version of the contracts. */
  incompatible: 'MEKONG-REMOTE-005',
  /** Its mf-manifest.json, remoteEntry.js or a chunk could not be fetched. */
  unreachable: 'MEKONG-REMOTE-006',
  /** A script or chunk took longer than LIMITS.chunkLoadTimeoutMs. */
  timeout: 'MEKONG-REMOTE-007',
  /** The remote's code threw while loading. */
  scriptError: 'MEKONG-REMOTE-008',
  /** './lifecycle' does not export bootstrap, mount and unmount. */
  badLifecycle: 'MEKONG-REMOTE-009',
  /** The parcel failed to bootstrap or mount. */
  mountFailed: 'MEKONG-REMOTE-010',
} as const;
export type RemoteErrorCode = (typeof REMOTE_ERROR_CODES)[keyof typeof REMOTE_ERROR_CODES];

/**
 * A remote that cannot be shown. Its name is ChunkLoadError, as requirements §8 asks load failures to be reported, so
 * error monitoring groups it with webpack's own chunk failures.
 */
export class RemoteLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    readonly code: RemoteErrorCode,
    readonly remote: string,
    message: string,
    /** For a remote in maintenance: when it is due back (ISO time), if the manifest says. */
    readonly until: string | null = null,
    options?: { cause?: unknown },
  ) {
    super(`${message} #${code}`, options);
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message} ${describe(error.cause ?? '')}`;
  return String(error ?? '');
}

/** Sorts a raw failure of the Module Federation runtime or webpack into one of the stable codes. */
export function classifyLoadError(error: unknown): RemoteErrorCode {
  if (error instanceof RemoteLoadError) return error.code;
  const text = describe(error);
  if (/timed out|\(timeout|TimeoutError/i.test(text)) return REMOTE_ERROR_CODES.timeout;
  if (/ScriptExecutionError/.test(text)) return REMOTE_ERROR_CODES.scriptError;
  if (/RUNTIME-014/.test(text)) return REMOTE_ERROR_CODES.badLifecycle;
  if (
    /RUNTIME-00[1378]|RUNTIME-01[13]|ScriptNetworkError|ChunkLoadError|Loading chunk|Failed to fetch|NetworkError|Load failed/i.test(text)
  ) {
    return REMOTE_ERROR_CODES.unreachable;
  }
  return REMOTE_ERROR_CODES.scriptError;
}

/** Wraps any failure as a RemoteLoadError of `remote` (keeping one that already is). */
export function toRemoteLoadError(remote: string, error: unknown): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  return new RemoteLoadError(classifyLoadError(error), remote, `Remote ${remote} failed to load`, null, { cause: error });
}

/** Reports a remote load failure as a chunk load error: on the console, never as a dialog (the slot shows it). */
export function reportChunkLoadError(error: RemoteLoadError): void {
  console.error(`[shell] ChunkLoadError ${error.code} (${error.remote}): ${error.message}`, error.cause ?? '');
}

/** The i18n key of the slot message for a code. */
export function messageKeyFor(code: RemoteErrorCode): string {
  switch (code) {
    case REMOTE_ERROR_CODES.timeout:
      return 'remote.timeout';
    case REMOTE_ERROR_CODES.incompatible:
    case REMOTE_ERROR_CODES.missing:
    case REMOTE_ERROR_CODES.manifestInvalid:
      return 'remote.incompatible';
    case REMOTE_ERROR_CODES.manifestUnavailable:
    case REMOTE_ERROR_CODES.unreachable:
      return 'remote.network';
    default:
      return 'remote.script_error';
  }
}
