// Entry: the page's first calls and its texts' chunk start (features/startup/earlyCalls, features/i18n/shellTexts), the
// static first screen put in the page's language (features/startup/firstScreen), then an async boundary so Module Federation can negotiate the shared singletons before any of them runs.
import { startShellTexts } from './features/i18n/shellTexts';
import { startEarlyCalls } from './features/startup/earlyCalls';
import { startFirstScreen } from './features/startup/firstScreen';

startEarlyCalls(window.fetch.bind(window));
startFirstScreen(document, startShellTexts(window.localStorage));
import('./bootstrap');
