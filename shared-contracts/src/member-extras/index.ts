// @mekong/contracts/member-extras: refer and earn, manual rebate, feedback (issue 19). An entry of its own, bundled
// by mf-member only, so the shared root entry every page loads first does not carry them.
export * from '../api/referral';
export * from '../api/manual-rebate';
export * from '../api/feedback';
