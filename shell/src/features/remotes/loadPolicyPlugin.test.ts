// The loading policy plugin: the chunk timeout and the marked fallback of a failed remote.
import { REMOTE_ERROR_CODES } from './errors';
import { createLoadPolicyPlugin, isRemoteLoadFailure } from './loadPolicyPlugin';

describe('load policy plugin', () => {
  const plugin = createLoadPolicyPlugin({ timeoutMs: 120_000 });
  const args = (lifecycle: 'onLoad' | 'beforeLoadShare' | 'afterResolve') => ({
    id: 'mf_member/lifecycle',
    error: new Error('Failed to get manifest. #RUNTIME-003'),
    from: 'runtime' as const,
    lifecycle,
    origin: {} as never,
  });

  it('gives scripts the 120 s chunk-load timeout', () => {
    const result = plugin.createScript?.({ url: '/remotes/mf_member/1.0.0/remoteEntry.js', attrs: { crossorigin: 'anonymous' } });
    expect(result).toMatchObject({ timeout: 120_000 });
    const script = (result as { script: HTMLScriptElement }).script;
    expect(script.src).toContain('/remotes/mf_member/1.0.0/remoteEntry.js');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('turns a failed remote load into a marked fallback with a stable code', async () => {
    const fallback = await plugin.errorLoadRemote?.(args('onLoad'));
    expect(isRemoteLoadFailure(fallback)).toBe(true);
    expect(isRemoteLoadFailure(fallback) && fallback.mekongLoadFailure).toMatchObject({
      code: REMOTE_ERROR_CODES.unreachable,
      remote: 'mf_member',
    });
  });

  it('leaves other lifecycles to the runtime (a fallback there would be used as a manifest or shared module)', async () => {
    await expect(plugin.errorLoadRemote?.(args('afterResolve'))).resolves.toBeUndefined();
    await expect(plugin.errorLoadRemote?.(args('beforeLoadShare'))).resolves.toBeUndefined();
  });
});
