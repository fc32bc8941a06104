// @mekong/contracts/points: the points and points-mall calls. An entry of its own, bundled (tree-shaken) by the
// packages that import it, so the shared root entry every page loads first does not carry them.
export * from '../api/points';
