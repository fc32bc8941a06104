// The popup list of a vendor's games (spec §2: a vendor of isGame VASSALAGE), paged, each game playable from it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Pager } from '@mekong/ui';
import { gamesEndpoints, LIMITS, type Vendor } from '@mekong/contracts';
import { NoData, QueryContent, useApiQuery } from '@mekong/ui/remote';
import { GameTiles } from '../games/GameTiles';

/** Games per page of the popup list: fewer than the lobby's 28, so a page fits the dialog. */
export const VENDOR_GAMES_PAGE_SIZE = 12;

export function VendorGamesDialog({ vendor, onClose }: { vendor: Vendor; onClose: () => void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const games = useApiQuery(gamesEndpoints.list, (language) => ({
    gameType: vendor.gameType,
    vassalage: vendor.vassalage,
    pageNo: page,
    pageSize: VENDOR_GAMES_PAGE_SIZE,
    language,
  }));
  return (
    <Dialog open title={vendor.displayName} onClose={onClose} closeLabel={t('close')} width={800}>
      <QueryContent query={games}>
        {(data) =>
          data.games.length === 0 ?
            <NoData />
          : <>
              <GameTiles games={data.games} title={vendor.displayName} />
              <Pager
                page={page}
                totalPages={data.totalPages}
                onChange={(next) => next >= 1 && next <= data.totalPages && setPage(next)}
                marginPages={LIMITS.paginationMarginPages}
                pageRange={LIMITS.paginationRange}
                labels={{ previous: t('page_previous'), next: t('page_next'), page: (n) => t('page_n', { n }), nav: t('vendor_games_pages', { name: vendor.displayName }) }}
              />
            </>
        }
      </QueryContent>
    </Dialog>
  );
}
