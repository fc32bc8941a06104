// Table of the internal messages a member reads in the member centre.
import type { MessageKind } from '@mekong/contracts/money';

export interface MemberMessagesTable {
  id: string;
  memberId: string;
  kind: MessageKind;
  params: string;
  createdAt: string;
  readAt: string | null;
}

export interface MessageTables {
  member_messages: MemberMessagesTable;
}
