// Every event that crosses the bus, declared once with its payload.
import type { Language } from '../constants/site';
import type { MemberCentrePage, AgentCentrePage } from '../routing/routes';
import type { Session } from '../session/session';
import type { ChatMessage } from '../api/chat';
import type { ContractKind } from '../constants/contracts';

export interface BusEvents {
  /** Ask the shell to open the login popup (visitor tried a login-only action). */
  'auth/open-login': { reason?: string };
  'auth/open-register': Record<string, never>;
  /** Ask the shell for the change-password popup (from the account centre). */
  'auth/open-change-password': Record<string, never>;
  'session/changed': Session;
  'balance/refresh': Record<string, never>;
  /** The wallet balance as the server pushed it (minor units). */
  'balance/changed': { balance: number };
  /** The member's unread internal messages (requirements §2 messageV2 red badge). */
  'messages/unread': { count: number };
  /** The member's unopened red envelopes plus unspent wheel tickets (requirements §2 rewardCenter red badge). */
  'rewards/count': { count: number };
  /** Mission rewards waiting to be claimed (the missionLeaderboard red badge), after a claim. */
  'missions/claimable': { count: number };
  'language/changed': { language: Language };
  'member-centre/open': { page: MemberCentrePage };
  'agent-centre/open': { page: AgentCentrePage };
  /** A message dialog: `messageKey` is an i18n key, `values` fills its placeholders. */
  'dialog/show': { messageKey: string; values?: Record<string, string | number>; tone: 'info' | 'warning' | 'error' | 'success' };
  'favourites/changed': { nodeIds: readonly string[] };
  'socket/message': { type: string; payload: unknown };
  /**
   * The signed-in member answered or changed a contract of a kind itself (the server pushes 'contract' only to the other
   * party): the agent centre reads the consolidated contract info again, so its salary/dividend pages follow at once.
   */
  'contracts/changed': { kind: ContractKind };
  /** A chat-room message pushed over the socket (not relayed as 'socket/message': it is no money or account news). */
  'chat/message': ChatMessage;
  'loading/cover': { visible: boolean };
}
export type BusEventName = keyof BusEvents;
export interface BusMessage<N extends BusEventName = BusEventName> {
  type: N;
  payload: BusEvents[N];
}
