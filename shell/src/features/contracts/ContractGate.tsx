// The contract popup's gate (requirements §2 Other popups, §4: consolidated contract info is fetched once logged in):
// for a signed-in, non-trial session only, the offers waiting for its answer come in the "signed-in" chunk, so a
// visitor's first load carries none of it (issue 15); a session that owes a password change waits for the change.
import { lazy, Suspense } from 'react';
import { usePopups } from '../popups/PopupContext';
import { usePasswordChangeOwed, useSession } from '../session/ShellServicesContext';

const ContractOffers = lazy(() => import(/* webpackChunkName: "signed-in" */ './ContractOffers'));

export function ContractGate() {
  const { token, isTrial } = useSession();
  const owed = usePasswordChangeOwed();
  const { popup } = usePopups();
  if (!token || isTrial || owed) return null;
  return (
    <Suspense fallback={null}>
      {/* Never over a shell popup in use (e.g. the login form): the offer waits until it closes. */}
      <ContractOffers key={token} waiting={popup !== null} />
    </Suspense>
  );
}
