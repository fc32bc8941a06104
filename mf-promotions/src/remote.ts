// The promotions remote: its namespace, texts and root, made into lifecycles once for the shell and the standalone host.
import { createRemote } from '@mekong/ui/remote';
import { PromotionsApp } from './App';
import { NAMESPACE, translations } from './i18n/translations';

export const remote = createRemote({ namespace: NAMESPACE, translations, App: PromotionsApp });
