// @mekong/contracts/agents: the agent centre's calls — team and reports, contracts, their settlements. An entry of its
// own, bundled (tree-shaken) by the packages that import it, so the shared root entry every page loads first does not
// carry them (requirements: the home page's first load stays within 200 KiB).
export * from '../api/agents';
export * from '../api/contracts';
export * from '../api/contract-settlements';
