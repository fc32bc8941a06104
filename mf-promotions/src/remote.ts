// The promotions remote: its namespace, texts and root, made into lifecycles once for the shell and the standalone host.
import { createRemote } from '@mekong/ui/remote';
import { PromotionsPage } from './features/promotions/PromotionsPage';
import { NAMESPACE, translations } from './i18n/translations';

// /promotions is the remote's only route, so the page is its whole app.
export const remote = createRemote({ namespace: NAMESPACE, translations, App: PromotionsPage });
