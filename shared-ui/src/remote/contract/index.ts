// @mekong/ui/remote/contract: test support for a remote's contract test (lifecycle.contract.test.tsx), never bundled.
export { runLifecycleContract, type LifecycleContract, type RemoteSlot } from './lifecycleContract';
