// /agent and /agentHome: the agent-only layout — an agent bar, the agent-centre menu (default agentTeamOverview)
// and the active page; visitors, trial accounts and non-agents get their notice instead.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Button, PageFrame, theme } from '@mekong/ui';
import { systemEndpoints } from '@mekong/contracts';
import { moneyEndpoints } from '@mekong/contracts/money';
import {
  activePageId,
  PageMenuLayout,
  useRemoteProps,
  useSession,
  LoginRequired,
  NoData,
  QueryContent,
  TrialAccountWarning,
  useApiQuery,
} from '@mekong/ui/remote';
import { contractFlags, DEFAULT_AGENT_PAGE, visibleAgentPages } from './agentPages';
import { AGENT_PAGE_VIEWS } from './pages';
import { useKeptWhileRefetching, useRefetchOnContractChange } from '../contracts/useContractPush';

const agentBar = css`
  display: flex;
  align-items: center;
  gap: ${theme.spacing(2)};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

function Centre() {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const { token } = useSession();
  const whitelabel = useApiQuery(systemEndpoints.whitelabel, () => ({}));
  // The salary pages follow the agent's contract flags of the consolidated contract info (requirements §2, §3).
  // Read again when a contract changes (accepted in the shell's popup, answered here, or by the other party), keeping the
  // menu and page on screen meanwhile.
  const read = useApiQuery(moneyEndpoints.consolidatedFunds, () => ({}), token);
  useRefetchOnContractChange(read.refetch);
  const funds = useKeptWhileRefetching(read);
  return (
    <QueryContent query={funds}>
      {(info) => (
        <QueryContent query={whitelabel}>
          {(tree) => {
            const pages = visibleAgentPages(tree, contractFlags(info));
            const active = activePageId(route, pages, DEFAULT_AGENT_PAGE);
            const View = AGENT_PAGE_VIEWS[active];
            return (
              <PageMenuLayout
                label={t('agent_menu')}
                pages={pages.map((id) => ({ id, label: t(`page_${id}`) }))}
                active={active}
                // The centre stays on the route it was opened on (/agent or /agentHome).
                hrefFor={(id) => `${route.path}?page=${id}`}
                navigate={navigate}
              >
                <View key={active} />
              </PageMenuLayout>
            );
          }}
        </QueryContent>
      )}
    </QueryContent>
  );
}

export function AgentCentre() {
  const { t } = useTranslation();
  const { navigate } = useRemoteProps();
  const session = useSession();
  const actions = (
    <div css={agentBar}>
      {session.isAgent && session.memberInfo && <span>{t('agent_account', { account: session.memberInfo.account })}</span>}
      <Button size="sm" variant="secondary" onClick={() => navigate('/')}>
        {t('back_to_site')}
      </Button>
    </div>
  );
  // Only agent types 1, 2, 41, 42 enter (requirements §6); the shell's guard keeps visitors out, this is the fallback.
  const body = !session.isLogin ? (
    <LoginRequired />
  ) : session.isTrial ? (
    <TrialAccountWarning />
  ) : !session.isAgent ? (
    <NoData message={t('non_agent')} />
  ) : (
    <Centre />
  );
  return (
    <PageFrame title={t('agent_centre')} actions={actions}>
      {body}
    </PageFrame>
  );
}
