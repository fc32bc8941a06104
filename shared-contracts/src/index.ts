// @mekong/contracts: the only surface Mekong packages share. No React, no DOM.
export * from './api/envelope';
export * from './api/endpoint';
export * from './api/paths';
export * from './api/client';
export * from './api/system';
export * from './api/auth';
export * from './bus/events';
export * from './bus/bus';
export * from './session/session';
export * from './lifecycle/remote';
export * from './lifecycle/manifest';
export * from './routing/routes';
export * from './constants/games';
export * from './constants/site';
export * from './field-rules/patterns';
export * from './field-rules/regexes';
export * from './field-rules/builder';
