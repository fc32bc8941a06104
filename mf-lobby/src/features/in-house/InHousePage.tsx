// /inHouse: the site's in-house game kinds (INHOUSE vendors of the game menus: SC, VP, JP, TG, AC; BG only with TY)
// as tabs, and the chosen kind's games as a paged grid of tiles. The kind stays in the query, like /rng's vendor.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame, Tabs } from '@mekong/ui';
import { gamesEndpoints, inHouseGamesFor, LIMITS, type Vendor } from '@mekong/contracts';
import { NoData, QueryContent, useApiQuery, useRemoteProps } from '@mekong/ui/remote';
import { vendorsOf } from '../game-menus/categories';
import { useGameMenus } from '../game-menus/useGameMenus';
import { GameGrid } from '../games/GameGrid';
import { stack } from '../../layout';

function KindGames({ vendor }: { vendor: Vendor }) {
  const [page, setPage] = useState(1);
  const games = useApiQuery(gamesEndpoints.list, (language) => ({
    gameType: 'INHOUSE' as const,
    vassalage: vendor.vassalage,
    pageNo: page,
    pageSize: LIMITS.lobbyPageSize,
    language,
  }));
  return <GameGrid title={vendor.displayName} query={games} page={page} onPageChange={setPage} />;
}

function Kinds({ kinds }: { kinds: readonly Vendor[] }) {
  const { t } = useTranslation();
  const { route, navigate } = useRemoteProps();
  const panelId = useId();
  const chosen = kinds.find((kind) => kind.vassalage === route.query.vassalage) ?? kinds[0];
  if (!chosen) return <NoData />;
  return (
    <>
      <Tabs
        tabs={kinds.map((kind) => ({ id: kind.vassalage, label: kind.displayName }))}
        value={chosen.vassalage}
        onChange={(vassalage) => navigate(`${route.path}?vassalage=${encodeURIComponent(vassalage)}`)}
        label={t('inhouse_kinds')}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-label={chosen.displayName}>
        {/* A fresh grid per kind: its list starts from page 1. */}
        <KindGames key={chosen.vassalage} vendor={chosen} />
      </div>
    </>
  );
}

/** `title`: the page's heading; the in-house page's own unless another page (the mini games) shows these games. */
export function InHousePage({ title }: { title?: string }) {
  const { t } = useTranslation();
  const { site } = useRemoteProps();
  const menus = useGameMenus();
  const offered = inHouseGamesFor(site.languages);
  return (
    <PageFrame title={title ?? t('category_INHOUSE')}>
      <div css={stack}>
        <QueryContent query={menus}>
          {(data) => <Kinds kinds={vendorsOf(data, 'INHOUSE').filter((v) => (offered as readonly string[]).includes(v.vassalage))} />}
        </QueryContent>
      </div>
    </PageFrame>
  );
}
