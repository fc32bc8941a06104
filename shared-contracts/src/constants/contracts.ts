// The kinds of agent contract (requirements §4 Contracts): in the root entry because the socket's contract push names
// them; everything else about contracts is in @mekong/contracts/agents.
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
