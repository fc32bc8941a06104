// @mekong/contracts/socket: the live socket's pushes and the chat room's calls, which only a signed-in page's socket and
// the chat popup use. An entry of its own, bundled into those chunks, so the shared root entry every page loads first
// does not carry them (issue 15).
export * from '../api/socket';
export * from '../api/chat';
