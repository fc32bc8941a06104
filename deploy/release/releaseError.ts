// A refusal or a usage mistake: the CLI prints its message and exits 1, without a stack trace.
export class ReleaseError extends Error {
  override readonly name = 'ReleaseError';
}
