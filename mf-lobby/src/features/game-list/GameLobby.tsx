// A category's game lobby: vendor menu, classify filter (ALL, HOT, NEW, FAV, RECENT) and the paged game grid. The
// caller keeps the filter (in the URL on list pages, in state on home) and applies the reducer's rules.
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { theme } from '@mekong/ui';
import { gamesEndpoints, LIMITS, type GameListFilter, type GameType, type Vendor } from '@mekong/contracts';
import { LoginRequired, TrialAccountWarning, useApiQuery, useRemoteProps, useSession } from '@mekong/ui/remote';
import { useFavouritesRevision } from '../favourites/FavouritesProvider';
import { ChoiceMenu } from '../games/ChoiceMenu';
import { GameGrid } from '../games/GameGrid';
import { LOBBY_CLASSIFIES, MEMBER_CLASSIFIES, type LobbyFilter, type LobbyFilterAction } from '../games/lobbyFilter';
import { Section } from '../games/Section';
import { VendorMenu } from './VendorMenu';

const menus = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.spacing(2)};
  min-width: 0;
`;

export interface GameLobbyProps {
  type: GameType;
  /** null while the game menus load: the menus and the grid stand at once, the vendors fill in. */
  vendors: readonly Vendor[] | null;
  filter: LobbyFilter;
  onChange: (action: LobbyFilterAction) => void;
}

function LobbyGrid({ type, title, filter, onChange }: Omit<GameLobbyProps, 'vendors'> & { title: string }) {
  const session = useSession();
  const revision = useFavouritesRevision();
  // Member lists are per session, and the FAV list follows every favourite change.
  const refreshKey = filter.classify === 'FAV' ? `${session.token}:${revision}` : filter.classify === 'RECENT' ? session.token : null;
  const games = useApiQuery(
    gamesEndpoints.list,
    (language) => ({
      gameType: type,
      vassalage: filter.vendor ?? undefined,
      gameClassify: filter.classify,
      pageNo: filter.page,
      pageSize: LIMITS.lobbyPageSize,
      language,
    }),
    refreshKey,
  );
  return (
    <GameGrid
      title={title}
      query={games}
      page={filter.page}
      onPageChange={(page) => games.status === 'success' && onChange({ type: 'page', page, totalPages: games.data.totalPages })}
    />
  );
}

export function GameLobby({ type, vendors, filter, onChange }: GameLobbyProps) {
  const { t } = useTranslation();
  const { bus } = useRemoteProps();
  const session = useSession();
  const category = t(`category_${type}`);
  const vendor = vendors?.find((v) => v.vassalage === filter.vendor);
  // A vendor the menus do not know (an old link) lists every vendor, as the menu then shows; until the menus come the
  // asked vendor's games load already.
  const shown = vendor || vendors === null ? filter : { ...filter, vendor: null };
  const title = vendor?.displayName ?? category;
  const needsLogin = MEMBER_CLASSIFIES.includes(shown.classify) && !session.isLogin;
  const needsRealAccount = shown.classify === 'FAV' && session.isTrial;

  const pickClassify = (classify: GameListFilter) => {
    // Member lists need login: a visitor gets the login popup instead (requirements §5); a trial account keeps no favourites (requirements §6).
    if (MEMBER_CLASSIFIES.includes(classify) && !session.isLogin) bus.emit('auth/open-login', { reason: 'favourites' });
    else if (classify === 'FAV' && session.isTrial) bus.emit('dialog/show', { messageKey: 'in_need_true_account', tone: 'warning' });
    else onChange({ type: 'classify', classify });
  };

  return (
    <>
      <div css={menus}>
        <VendorMenu
          label={t('vendors_of', { category })}
          vendors={vendors}
          selected={vendor ? vendor.vassalage : null}
          onSelect={(id) => onChange({ type: 'vendor', vendor: id })}
        />
        <ChoiceMenu<GameListFilter>
          label={t('classify_label')}
          items={LOBBY_CLASSIFIES.map((id) => ({ id, name: t(`classify_${id}`) }))}
          selected={filter.classify}
          onSelect={pickClassify}
        />
      </div>
      {needsLogin || needsRealAccount ? (
        // A member list in the URL of a visitor (e.g. after logging out) or a trial account: say why in the grid's place.
        <Section title={title}>{needsLogin ? <LoginRequired /> : <TrialAccountWarning />}</Section>
      ) : (
        <LobbyGrid type={type} title={title} filter={shown} onChange={onChange} />
      )}
    </>
  );
}
