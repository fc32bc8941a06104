// @mekong/contracts/play-breaks: reality checks, time-outs and self-exclusions, the previous login (issue 20). An
// entry of its own, bundled by the remotes that show them and the API, so the root entry every page loads first does
// not carry them.
export * from '../api/play-breaks';
export * from './place-name';
