// The agent contract calls (issue 17 part 2; requirements §4 Contracts, §7 Agent and contracts). The four named calls
// carry the actions, one call per kind (docs/architecture.md §4 Contracts has the mapping):
// MCS2_processDividendReq → dividend, MCS2_processDailySalContract → dailySalary, MCS2_processContractHourSalary →
// hourlySalary, MCSFE_processRealTimeSalaryContract → realtimeSalary; the body's `action` picks offer, accept, reject,
// terminate (a termination request), requestNew or answerRequest. The lists are GET calls. Agents only (trial 403,
// non-agent 403, as the agent centre); a contract, request or account outside the caller's reach is not-in-your-team.
import { contractEndpoints, type ContractAction, type ContractActionResult, type ContractKind } from '@mekong/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { MemberRow } from '../../modules/accounts/members.repository';
import { listContracts, listRequests, partyContract, presentContract, presentRequest } from '../../modules/contracts/contracts.repository';
import {
  acceptOffer,
  answerRequest,
  offerContract,
  rejectOffer,
  requestNewContract,
  requestTermination,
} from '../../modules/contracts/state-machine';
import { serveEndpoint } from '../serve-endpoint';
import { agentOf, teamMemberIdOf } from '../agents/access';

/** One action of a kind's call, answered with what it changed as the caller sees it. */
async function act(db: Db, agent: MemberRow, kind: ContractKind, action: ContractAction): Promise<ContractActionResult> {
  const contract = async (row: Parameters<typeof presentContract>[2]) => presentContract(db, agent.id, row);
  const request = async (row: Parameters<typeof presentRequest>[2]) => presentRequest(db, agent.id, row);
  switch (action.action) {
    case 'offer': {
      const period = 'period' in action ? action.period : undefined;
      return { contract: await contract(await offerContract(db, agent, { ...action, kind, period })), request: null };
    }
    case 'accept':
      return { contract: await contract(await acceptOffer(db, agent, kind, action.contractId)), request: null };
    case 'reject':
      return { contract: await contract(await rejectOffer(db, agent, kind, action.contractId)), request: null };
    case 'terminate': {
      const made = await requestTermination(db, agent, kind, action.contractId);
      return { contract: await contract(await partyContract(db, agent.id, action.contractId)), request: await request(made) };
    }
    case 'requestNew':
      return { contract: null, request: await request(await requestNewContract(db, agent, kind)) };
    case 'answerRequest': {
      const answered = await answerRequest(db, agent, kind, action.requestId, action.accept);
      return { contract: answered.contract ? await contract(answered.contract) : null, request: await request(answered.request) };
    }
  }
}

export default async function contractRoutes(fastify: FastifyInstance) {
  const { db } = fastify;

  serveEndpoint(fastify, contractEndpoints.dividend, async (action, request) => act(db, agentOf(request), 'dividend', action));
  serveEndpoint(fastify, contractEndpoints.dailySalary, async (action, request) => act(db, agentOf(request), 'dailySalary', action));
  serveEndpoint(fastify, contractEndpoints.hourlySalary, async (action, request) => act(db, agentOf(request), 'hourlySalary', action));
  serveEndpoint(fastify, contractEndpoints.realtimeSalary, async (action, request) => act(db, agentOf(request), 'realtimeSalary', action));

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
