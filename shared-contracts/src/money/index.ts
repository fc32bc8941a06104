// @mekong/contracts/money: the cashier's, wallet's and records' calls (deposits, withdrawals, transfers, bets,
// messages). An entry of its own, bundled (tree-shaken) by the packages that import it, so the shared root entry every
// page loads first does not carry them (issue 15).
export * from '../api/money';
