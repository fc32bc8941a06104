// The launch feature's public surface: the provider the lobby app is wrapped in, the hook every tile uses, and the
// pieces the seamless page starts its game with (frame, window opener, failure handling, maintenance recommendation).
export { LaunchProvider } from './LaunchProvider';
export { useLaunch, type Launch } from './context';
export { GameFrame } from './GameFrame';
export { HotGamesRecommendation } from './HotGamesRecommendation';
export { failureText } from './LaunchPopups';
export { openGameWindow } from './openGameWindow';
export { stepForFailure } from './outcome';
export type { LaunchTarget } from './routing';
