// Entry: the page's first calls start (features/startup/earlyCalls), then an async boundary so Module Federation can
// negotiate the shared singletons before any of them runs.
import { startEarlyCalls } from './features/startup/earlyCalls';

startEarlyCalls(window.fetch.bind(window));
import('./bootstrap');
