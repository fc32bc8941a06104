// The points remote: its namespace, texts and root, made into lifecycles once for the shell and the standalone host.
import { createRemote } from '@mekong/ui/remote';
import { PointMall } from './features/point-mall/PointMall';
import { NAMESPACE, translations } from './i18n/translations';

// /pointMall is the remote's only route, so the mall is its whole app.
export const remote = createRemote({ namespace: NAMESPACE, translations, App: PointMall });
