// The popup list of a vendor's games (requirements §2: a vendor of isGame VASSALAGE), paged, each game playable from it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@mekong/ui';
import { gamesEndpoints, type Vendor } from '@mekong/contracts';
import { useApiQuery } from '@mekong/ui/remote';
import { PagedGames } from '../games/GameGrid';

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
      <PagedGames
        title={vendor.displayName}
        query={games}
        page={page}
        onPageChange={setPage}
        pagerLabel={t('vendor_games_pages', { name: vendor.displayName })}
      />
    </Dialog>
  );
}
