// The member remote: its namespace, texts and root, made into lifecycles once for the shell and the standalone host.
import { createRemote } from '@mekong/ui/remote';
import { MemberCentre } from './features/member-centre/MemberCentre';
import { NAMESPACE, translations } from './i18n/translations';

// /member is the remote's only route, so the centre is its whole app.
export const remote = createRemote({ namespace: NAMESPACE, translations, App: MemberCentre });
