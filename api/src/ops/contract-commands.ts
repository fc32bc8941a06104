// Contract ops commands (issue 17 part 2): the house offers a top agent a contract from a JSON file
// ({ "kind": "dailySalary", "tiers": [{ "rateBp": 100, "activeMembers": 3, "dailyBet": 1000000 }] }, a dividend with
// "period"), which the agent accepts or rejects like any offer; list contracts and requests (the house's, or one
// account's); end an active contract. The file is checked with the kind's call schema, so ops offer what an agent may.
import { CONTRACT_KINDS, type ContractKind } from '@mekong/contracts';
import { CONTRACT_ENDPOINT_OF_KIND, type Contract, type ContractRequest } from '@mekong/contracts/agents';
import type { Db } from '../db/database';
import { findMemberByAccount } from '../modules/accounts/members.repository';
import { listContracts, listRequests, presentContract } from '../modules/contracts/contracts.repository';
import { offerContract, terminateByOps, type Offer } from '../modules/contracts/state-machine';
import { DomainFailure } from '../modules/failure';
import { readDefinition } from './promotion-commands';
import { printed } from './printable';

export const CONTRACT_USAGE = `  contracts [<account>]            List the house's contracts and the requests to the house, or one account's contracts
                                   (given and received) and requests
  contract-offer <account> <file>  Offer a top agent a house contract from a JSON file: kind (${CONTRACT_KINDS.join(', ')}),
                                   tiers, and for a dividend period (Daily, Weekly, Semimonthly, Monthly)
  contract-terminate <id>          End an active contract (any); its pending termination requests are answered`;

export type ContractOpsCommand =
  | { kind: 'contracts'; account: string | null }
  | { kind: 'contract-offer'; account: string; file: string }
  | { kind: 'contract-terminate'; id: string };

const KINDS = new Set<string>(['contracts', 'contract-offer', 'contract-terminate']);

export function isContractCommand(command: { kind: string }): command is ContractOpsCommand {
  return KINDS.has(command.kind);
}

/** A command the contract part knows, the reason its arguments are wrong, or null for a command it does not know. */
export function parseContractCommand(command: string, rest: string[]): ContractOpsCommand | { error: string } | null {
  if (!KINDS.has(command)) return null;
  const wanted = command === 'contracts' ? 1 : command === 'contract-offer' ? 2 : 1;
  if (rest.length > wanted) return { error: `Unexpected argument '${rest[wanted]}'` };
  const [first, second] = rest;
  if (command === 'contracts') return { kind: command, account: first ?? null };
  if (command === 'contract-offer')
    return first === undefined || second === undefined
      ? { error: `'contract-offer' needs an account and a JSON file` }
      : { kind: command, account: first, file: second };
  return first === undefined ? { error: `'contract-terminate' needs a contract id` } : { kind: 'contract-terminate', id: first };
}

/** The offer a definition file describes, checked with its kind's call schema; an error naming what is wrong otherwise. */
export function offerOfDefinition(account: string, definition: unknown): Offer {
  const kind = (definition as { kind?: unknown } | null)?.kind;
  if (!CONTRACT_KINDS.includes(kind as ContractKind)) throw new Error(`kind must be one of ${CONTRACT_KINDS.join(', ')}`);
  const { kind: _kind, ...fields } = definition as Record<string, unknown>;
  const parsed = CONTRACT_ENDPOINT_OF_KIND[kind as ContractKind].input.safeParse({ ...fields, action: 'offer', account });
  if (!parsed.success)
    throw new Error(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; '));
  if (parsed.data.action !== 'offer') throw new Error('not an offer');
  return { ...parsed.data, kind: kind as ContractKind, period: 'period' in parsed.data ? parsed.data.period : undefined };
}

const contractLine = (c: Contract) =>
  printed`${c.id}  ${c.kind}${c.period ? ` (${c.period})` : ''}  ${c.upline ?? 'house'} → ${c.downline}  ${c.status}${
    c.terminationReason ? ` (${c.terminationReason})` : ''
  }  top rate ${c.topRateBp} bp  ${c.tiers.length} tier(s)  offered ${c.createdAt}`;
const requestLine = (r: ContractRequest) =>
  printed`${r.id}  ${r.type} ${r.kind}  ${r.from} → ${r.to ?? 'house'}  ${r.status}${r.contractId ? `  contract ${r.contractId}` : ''}  ${r.createdAt}`;

const ALL = { pageNo: 1, pageSize: 100 };

async function describe(db: Db, account: string | null): Promise<string> {
  let memberId: string | null = null;
  if (account !== null) {
    const member = await findMemberByAccount(db, account);
    if (!member) return printed`No account ${account}.`;
    memberId = member.id;
  }
  const [given, received, toAnswer, sent] = await Promise.all([
    listContracts(db, memberId, { side: 'given', ...ALL }),
    memberId === null ? null : listContracts(db, memberId, { side: 'received', ...ALL }),
    listRequests(db, memberId, { box: 'received', ...ALL }),
    memberId === null ? null : listRequests(db, memberId, { box: 'sent', ...ALL }),
  ]);
  const who = account === null ? 'The house' : printed`${account}`;
  const lines = [`${who} gave ${given.total} contract(s):`, ...given.list.map(contractLine)];
  if (received) lines.push(`${who} received ${received.total} contract(s):`, ...received.list.map(contractLine));
  lines.push(`Requests to ${account === null ? 'the house' : who}: ${toAnswer.total}`, ...toAnswer.list.map(requestLine));
  if (sent) lines.push(`Requests sent: ${sent.total}`, ...sent.list.map(requestLine));
  return lines.join('\n');
}

/** The domain's refusal as a line for the operator. */
async function refusedOr(work: () => Promise<string>): Promise<string> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DomainFailure) return `Refused (${error.code}): ${error.message}. Nothing changed.`;
    throw error;
  }
}

export async function runContractCommand(db: Db, command: ContractOpsCommand): Promise<string> {
  switch (command.kind) {
    case 'contracts':
      return describe(db, command.account);
    case 'contract-offer':
      return refusedOr(async () => {
        const offer = offerOfDefinition(command.account, readDefinition(command.file));
        const contract = await presentContract(db, null, await offerContract(db, 'house', offer));
        return `Offered: ${contractLine(contract)}`;
      });
    case 'contract-terminate':
      return refusedOr(async () => {
        const { contract, capped } = await terminateByOps(db, command.id);
        const below = capped.length > 0 ? `\nEnded below it (upline-capped): ${capped.map((row) => row.id).join(', ')}` : '';
        return `Terminated: ${contractLine(await presentContract(db, null, contract))}${below}`;
      });
  }
}
