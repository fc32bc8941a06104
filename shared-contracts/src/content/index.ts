// @mekong/contracts/content: the site's articles (news and blog). An entry of its own, bundled (tree-shaken) by the
// packages that import it, so the shared root entry every page loads first does not carry them.
export * from '../api/content';
