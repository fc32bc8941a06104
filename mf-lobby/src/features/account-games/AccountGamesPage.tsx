// /favorite and /recent: the member's own game lists, for logged-in members only (spec §2, §5).
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@mekong/ui';
import { useSession, LoginRequired, NoData } from '@mekong/ui/remote';

export function AccountGamesPage({ list }: { list: 'FAV' | 'RECENT' }) {
  const { t } = useTranslation();
  const session = useSession();
  return <PageFrame title={t(`category_${list}`)}>{session.isLogin ? <NoData /> : <LoginRequired />}</PageFrame>;
}
