// @mekong/contracts/promotions: the promotions' calls (list, apply, join, progress). An entry of its own, bundled by
// the packages that import it, so the shared root entry every page loads first does not carry them (issue 15).
export * from '../api/promotions';
