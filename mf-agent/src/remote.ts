// The agent remote: its namespace, texts and root, made into lifecycles once for the shell and the standalone host.
import { createRemote } from '@mekong/ui/remote';
import { AgentCentre } from './features/agent-centre/AgentCentre';
import { NAMESPACE, translations } from './i18n/translations';

// /agent and /agentHome both show the agent centre, so it is the remote's whole app.
export const remote = createRemote({ namespace: NAMESPACE, translations, App: AgentCentre });
