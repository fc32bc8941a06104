// @mekong/contracts/lottery: the lottery page's calls (areas, draws, results). An entry of its own, bundled by the
// lobby and the API only, so the shared root entry every page loads first does not carry them (issue 15).
export * from '../api/lottery';
