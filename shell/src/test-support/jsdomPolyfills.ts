// What jsdom lacks: TextEncoder (react-router needs it at import time) and scrolling; imported first by the harness.
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
