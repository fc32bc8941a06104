// The agent contract calls (issue 17 part 2; requirements §4 Contracts, §7 Agent and contracts). The four named calls
// carry the actions, one call per kind (docs/architecture.md §4 Contracts has the mapping):
// MCS2_processDividendReq → dividend, MCS2_processDailySalContract → dailySalary, MCS2_processContractHourSalary →
// hourlySalary, MCSFE_processRealTimeSalaryContract → realtimeSalary; the body's `action` picks offer, accept, reject,
// withdraw, terminate (a termination request), requestNew or answerRequest. The lists are GET calls. Agents only (trial 403,
// non-agent 403, as the agent centre); a contract, request or account outside the caller's reach is not-in-your-team.
import { type ContractKind } from '@mekong/contracts';
import { contractEndpoints, type ContractAction, type ContractActionResult } from '@mekong/contracts/agents';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { MemberRow } from '../../modules/accounts/members.repository';
import {
  listContracts,
  listRequests,
  partyContract,
  presentContract,
  presentRequest,
  type ContractRow,
  type RequestRow,
} from '../../modules/contracts/contracts.repository';
import {
  acceptOffer,
  answerRequest,
  offerContract,
  partiesOf,
  rejectOffer,
  requestNewContract,
  requestTermination,
  withdrawOffer,
} from '../../modules/contracts/state-machine';
import { serveEndpoint } from '../serve-endpoint';
import { agentOf, teamMemberIdOf } from '../agents/access';

/** What an action changed (rows), and the other party to tell: null for the house. */
interface Acted {
  contract: ContractRow | null;
  request: RequestRow | null;
  counterpartId: string | null;
  /** Others whose contracts the action changed (ended below an acceptance or an accepted termination). */
  alsoTell?: string[];
}

async function perform(db: Db, agent: MemberRow, kind: ContractKind, action: ContractAction): Promise<Acted> {
  switch (action.action) {
    case 'offer': {
      const period = 'period' in action ? action.period : undefined;
      const contract = await offerContract(db, agent, { ...action, kind, period });
      return { contract, request: null, counterpartId: contract.downlineId };
    }
    case 'accept': {
      const { contract, capped } = await acceptOffer(db, agent, kind, action.contractId);
      // The contracts below that ended for being above the new rate: both parties of each are told (but the caller).
      return { contract, request: null, counterpartId: contract.uplineId, alsoTell: partiesOf(capped, agent.id) };
    }
    case 'reject': {
      const contract = await rejectOffer(db, agent, kind, action.contractId);
      return { contract, request: null, counterpartId: contract.uplineId };
    }
    case 'withdraw': {
      const contract = await withdrawOffer(db, agent, kind, action.contractId);
      return { contract, request: null, counterpartId: contract.downlineId };
    }
    case 'terminate': {
      const request = await requestTermination(db, agent, kind, action.contractId);
      return { contract: await partyContract(db, agent.id, action.contractId), request, counterpartId: request.toMemberId };
    }
    case 'requestNew': {
      const request = await requestNewContract(db, agent, kind);
      return { contract: null, request, counterpartId: request.toMemberId };
    }
    case 'answerRequest': {
      const { request, contract, capped } = await answerRequest(db, agent, kind, action.requestId, action.accept);
      // An accepted termination ends the contracts given below it too: their parties are told.
      return { contract, request, counterpartId: request.fromMemberId, alsoTell: partiesOf(capped, agent.id) };
    }
  }
}

/**
 * One action of a kind's call, answered with what it changed as the caller sees it. The other party's open pages get a
 * `contract` push (requirements §6: contract events for signed-in users), so its popup and pages fetch again.
 */
async function act(fastify: FastifyInstance, agent: MemberRow, kind: ContractKind, action: ContractAction): Promise<ContractActionResult> {
  const { db } = fastify;
  const acted = await perform(db, agent, kind, action);
  const told = new Set([...(acted.counterpartId ? [acted.counterpartId] : []), ...(acted.alsoTell ?? [])]);
  for (const memberId of told) fastify.liveEvents.publish(memberId, { type: 'contract', payload: { kind } });
  return {
    contract: acted.contract ? await presentContract(db, agent.id, acted.contract) : null,
    request: acted.request ? await presentRequest(db, agent.id, acted.request) : null,
  };
}

export default async function contractRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, contractEndpoints.dividend, async (action, request) => act(fastify, agentOf(request), 'dividend', action));
  serveEndpoint(fastify, contractEndpoints.dailySalary, async (action, request) => act(fastify, agentOf(request), 'dailySalary', action));
  serveEndpoint(fastify, contractEndpoints.hourlySalary, async (action, request) => act(fastify, agentOf(request), 'hourlySalary', action));
  serveEndpoint(fastify, contractEndpoints.realtimeSalary, async (action, request) =>
    act(fastify, agentOf(request), 'realtimeSalary', action),
  );

  serveEndpoint(fastify, contractEndpoints.list, async (input, request) => {
    const agent = agentOf(request);
    // One downline's contracts: an account in the caller's subtree only.
    const downlineId = input.side === 'given' ? await teamMemberIdOf(db, agent, input.account) : undefined;
    return listContracts(db, agent.id, { ...input, downlineId });
  });

  serveEndpoint(fastify, contractEndpoints.detail, async (input, request) => {
    const agent = agentOf(request);
    return presentContract(db, agent.id, await partyContract(db, agent.id, input.id));
  });

  serveEndpoint(fastify, contractEndpoints.requests, async (input, request) => listRequests(db, agentOf(request).id, input));
}
