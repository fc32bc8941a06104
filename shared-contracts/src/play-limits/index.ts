// @mekong/contracts/play-limits: the member's deposit, loss and wager limits (issue 20). An entry of its own, bundled
// by mf-member (and read by the API) only, so the shared root entry every page loads first does not carry it.
export * from '../api/play-limits';
