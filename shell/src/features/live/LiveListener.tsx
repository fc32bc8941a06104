// The socket-event listener of requirements §2 Popups, for signed-in members only: opens the live connection
// (LiveConnection: the socket, its pushes re-emitted on the bus, the unread count, message notices, the manifest read
// again on a hot swap) for a session that may have one, and nothing for visitors.
import { lazy, Suspense } from 'react';
import { usePasswordChangeOwed, useSession } from '../session/ShellServicesContext';

// Only a signed-in member needs the socket: its code comes on sign-in, not on a visitor's first load (issue 15).
const LiveConnection = lazy(() => import(/* webpackChunkName: "signed-in" */ './LiveConnection'));

export function LiveListener() {
  const { token, isTrial } = useSession();
  const owed = usePasswordChangeOwed();
  // Visitors have nothing to hear, and trial accounts skip message loading (requirements §6); a session that owes a password
  // change is refused the socket until it is made.
  if (!token || isTrial || owed) return null;
  return (
    <Suspense fallback={null}>
      <LiveConnection key={token} token={token} />
    </Suspense>
  );
}
