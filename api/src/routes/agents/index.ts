// The agent centre's calls (issue 17; requirements §2 agent-centre pages, §6 Agent): team overview, team management,
// team betting, user loss, downline transaction details, agent announcements, the accounts a referral link brought,
// and creating an account for a downline. Agents only (access.ts); each call answers about the caller's own subtree and nothing else.
import { DEFAULT_LANGUAGE, LIMITS, registerFormSchema, type RegisterField } from '@mekong/contracts';
import { agentEndpoints } from '@mekong/contracts/agents';
import type { FastifyInstance } from 'fastify';
import { serveEndpoint } from '../serve-endpoint';
import { clientIp } from '../client-ip';
import { ApiFailure } from '../../plugins/app/errors';
import { requestLanguage } from '../../modules/accept-language';
import { businessDayRange } from '../../modules/records/business-days';
import { DuplicateMemberError, findMemberByAccount } from '../../modules/accounts/members.repository';
import { listRegisterFieldRules } from '../../modules/features/features.repository';
import { resolvePeriod } from '../../modules/agents/team-period';
import { downlineDetail, listDownlines, teamOverview, userLoss } from '../../modules/agents/team.repository';
import { listTeamBets, listTeamTransactions } from '../../modules/agents/team-records';
import { createDownline, listReferrals } from '../../modules/agents/referrals';
import { listAgentAnnouncements } from '../../modules/agents/announcements';
import { FIELD_RULE_MESSAGES, failOnIssues } from '../accounts/checks';
import { admittedHash } from '../accounts/guesses';
import { USERNAME_TAKEN } from '../accounts/register';
import { agentOf, teamMemberByAccount, teamMemberIdOf } from './access';

/** The register center's form: the site's own register rules of these fields, each required. */
const CREATE_FORM: RegisterField[] = ['username', 'password', 'confirmPassword'];

export default async function agentRoutes(fastify: FastifyInstance) {
  const { db } = fastify;
  // The team reports read where the member records do, off the money calls' event loop or pool (records-database.ts);
  // the membership checks and account creation stay on the main database.
  const reports = fastify.recordsDb;

  serveEndpoint(fastify, agentEndpoints.teamOverview, async (input, request) =>
    teamOverview(reports, agentOf(request).id, resolvePeriod(input.period, input)),
  );

  serveEndpoint(fastify, agentEndpoints.downlines, async (input, request) => {
    const agent = agentOf(request);
    // A searched account outside the team lists nothing, as one that does not exist.
    const found = input.account === undefined ? undefined : await findMemberByAccount(db, input.account);
    if (input.account !== undefined && !found) return { list: [], pageNo: input.pageNo, totalPages: 0, total: 0 };
    return listDownlines(reports, agent.id, { ...input, memberId: found?.id });
  });

  serveEndpoint(fastify, agentEndpoints.downline, async (input, request) => {
    const agent = agentOf(request);
    const range = businessDayRange(input.startDate, input.endDate);
    const member = await teamMemberByAccount(db, agent, input.account);
    return downlineDetail(reports, agent.id, member.id, range);
  });

  serveEndpoint(fastify, agentEndpoints.teamBets, async (input, request) => {
    const agent = agentOf(request);
    const range = businessDayRange(input.startDate, input.endDate);
    return listTeamBets(reports, agent.id, range, {
      ...input,
      memberId: await teamMemberIdOf(db, agent, input.account),
      language: requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE,
    });
  });

  serveEndpoint(fastify, agentEndpoints.userLoss, async (input, request) => {
    const agent = agentOf(request);
    const range = businessDayRange(input.startDate, input.endDate);
    return userLoss(reports, agent.id, range, { ...input, memberId: await teamMemberIdOf(db, agent, input.account) });
  });

  serveEndpoint(fastify, agentEndpoints.teamTransactions, async (input, request) => {
    const agent = agentOf(request);
    const range = businessDayRange(input.startDate, input.endDate);
    return listTeamTransactions(reports, agent.id, range, { ...input, memberId: await teamMemberIdOf(db, agent, input.account) });
  });

  serveEndpoint(fastify, agentEndpoints.announcements, async (input, request) => {
    agentOf(request);
    return listAgentAnnouncements(db, requestLanguage(request.headers['accept-language']) ?? DEFAULT_LANGUAGE, input);
  });

  serveEndpoint(fastify, agentEndpoints.referrals, async (input, request) => listReferrals(db, agentOf(request).id, input));

  serveEndpoint(fastify, agentEndpoints.createDownline, async (payload, request) => {
    const agent = agentOf(request);
    const rules = (await listRegisterFieldRules(db))
      .filter((rule) => CREATE_FORM.includes(rule.field))
      .map((rule) => ({ ...rule, shown: true, required: true }));
    const parsed = registerFormSchema(rules, FIELD_RULE_MESSAGES).safeParse(payload);
    if (!parsed.success) failOnIssues(parsed.error.issues);
    const account = parsed.data.username ?? '';
    const password = parsed.data.password ?? '';
    if (password === LIMITS.defaultPassword)
      failOnIssues([{ path: ['password'], message: 'Please choose a password other than the default one' }]);
    if (await findMemberByAccount(db, account)) throw new ApiFailure(409, 'username-taken', USERNAME_TAKEN);
    try {
      const member = await createDownline(db, agent, {
        account,
        passwordHash: await admittedHash(request, account, password),
        registerIp: clientIp(request),
      });
      return { id: member.id, account: member.account, registeredAt: member.createdAt };
    } catch (error) {
      if (error instanceof DuplicateMemberError) throw new ApiFailure(409, 'username-taken', USERNAME_TAKEN);
      throw error;
    }
  });
}
