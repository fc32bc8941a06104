// @mekong/contracts/rewards: the reward centre's calls (envelopes, wheels, VIP). An entry of its own, bundled by the
// packages that import it, so the shared root entry every page loads first does not carry them (issue 15).
export * from '../api/rewards';
