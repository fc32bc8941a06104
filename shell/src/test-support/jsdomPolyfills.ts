// What jsdom lacks: TextEncoder and scrolling; imported first by the harness.
// Its WebSocket would really connect: tests get the fake instead.
import { TextDecoder, TextEncoder } from 'node:util';
import { FakeWebSocket } from './fakeWebSocket';

Object.assign(globalThis, { TextEncoder, TextDecoder, WebSocket: FakeWebSocket });
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;
