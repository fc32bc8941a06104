// @mekong/contracts/account: the member's account calls of My account (issue 19). An entry of its own, bundled by
// mf-member and the API only, so the shared root entry every page loads first does not carry them.
export * from '../api/account-security';
