// Entry: the page's first calls and its texts' chunk start (features/startup/earlyCalls, features/i18n/shellTexts),
// then an async boundary so Module Federation can negotiate the shared singletons before any of them runs.
import { startShellTexts } from './features/i18n/shellTexts';
import { startEarlyCalls } from './features/startup/earlyCalls';

startEarlyCalls(window.fetch.bind(window));
startShellTexts(window.localStorage);
import('./bootstrap');
