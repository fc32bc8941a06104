// What the shell tells the page about a push: every push as 'socket/message', and the bus events the header and
// remotes already listen to for the kinds that change them. Chat-room messages go only to 'chat/message': pages that
// refresh money on every 'socket/message' must not refetch for each line of a busy room.
import type { Bus } from '@mekong/contracts';
import type { SocketPush } from '@mekong/contracts/socket';

export function emitPush(bus: Bus, push: SocketPush): void {
  if (push.type === 'chat') {
    bus.emit('chat/message', push.payload);
    return;
  }
  bus.emit('socket/message', { type: push.type, payload: push.payload });
  switch (push.type) {
    case 'balance':
      bus.emit('balance/changed', { balance: push.payload.balance });
      return;
    case 'message':
      bus.emit('messages/unread', { count: push.payload.unread });
      return;
    case 'unread':
      bus.emit('messages/unread', { count: push.payload.count });
      return;
    case 'ready':
    case 'manifest':
      return;
  }
}
