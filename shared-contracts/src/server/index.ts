// @mekong/contracts/server: what the site's servers share and browsers never load (Node only): the failure a server
// throws on purpose, how bad input is described, the seamless-wallet protocol (schemas, signatures, the provider's
// client) and the game launch between the site and a game provider (docs/architecture.md §4).
export * from './failure';
export * from './input-issues';
export * from './html';
export * from './game-launch';
export * from './seamless-providers';
export * from './seamless-schemas';
export * from './seamless-signature';
export * from './seamless-client';
export * from './security-headers';
