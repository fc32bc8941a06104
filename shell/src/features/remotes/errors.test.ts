// Stable error codes for the ways a remote fails to load.
import { classifyLoadError, REMOTE_ERROR_CODES } from './errors';

describe('classifyLoadError', () => {
  it('sorts runtime and webpack failures into stable codes', () => {
    const named = (name: string, message: string) => Object.assign(new Error(message), { name });
    expect(classifyLoadError(named('ScriptNetworkError', 'ScriptNetworkError: Script "x" timed out.'))).toBe(REMOTE_ERROR_CODES.timeout);
    expect(classifyLoadError(named('ChunkLoadError', 'Loading chunk 12 failed.\n(timeout: /remotes/x/12.js)'))).toBe(
      REMOTE_ERROR_CODES.timeout,
    );
    expect(classifyLoadError(new Error('Failed to get manifest. #RUNTIME-003'))).toBe(REMOTE_ERROR_CODES.unreachable);
    expect(classifyLoadError(named('ChunkLoadError', 'Loading chunk 12 failed.\n(error: /remotes/x/12.js)'))).toBe(
      REMOTE_ERROR_CODES.unreachable,
    );
    expect(classifyLoadError(named('ScriptExecutionError', 'loaded but threw'))).toBe(REMOTE_ERROR_CODES.scriptError);
    expect(classifyLoadError(new Error('The remote does not expose the requested module. #RUNTIME-014'))).toBe(
      REMOTE_ERROR_CODES.badLifecycle,
    );
    expect(classifyLoadError(new TypeError('x is not a function'))).toBe(REMOTE_ERROR_CODES.scriptError);
  });

  it('looks into the cause of a wrapped error', () => {
    expect(classifyLoadError(new Error('outer', { cause: new Error('Failed to fetch') }))).toBe(REMOTE_ERROR_CODES.unreachable);
  });
});
