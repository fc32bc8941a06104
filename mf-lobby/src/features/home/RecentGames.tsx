// The member's recent games on home (requirements §2, §9: 21, logged-in members only), most recent first, in a carousel.
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesEndpoints, LIMITS, PLATFORM_CODES } from '@mekong/contracts';
import { NoData, QueryContent, useApiQuery, useSession } from '@mekong/ui/remote';
import { GameTiles } from '../games/GameTiles';
import { Section } from '../games/Section';

export const RecentGames = memo(function RecentGames() {
  const { t } = useTranslation();
  const session = useSession();
  const title = t('category_RECENT');
  const recent = useApiQuery(
    gamesEndpoints.recent,
    (language) => ({ page: 1, pageSize: LIMITS.homeRecentGames, language, clientType: PLATFORM_CODES.clientType }),
    session.token,
  );
  return (
    <Section title={title}>
      <QueryContent query={recent}>
        {({ list }) => (list.length === 0 ? <NoData /> : <GameTiles games={list} title={title} layout="row" />)}
      </QueryContent>
    </Section>
  );
});
