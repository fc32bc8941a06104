// Search results over the whole catalogue (every game type): the paged grid of games whose name holds the term.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamesEndpoints, LIMITS } from '@mekong/contracts';
import { useApiQuery } from '@mekong/ui/remote';
import { GameGrid } from '../games/GameGrid';
import { changePage } from '../games/lobbyFilter';

/** `term` is already trimmed; a new term should mount a new SearchResults (a key), so it starts on page 1. */
export function SearchResults({ term }: { term: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useApiQuery(gamesEndpoints.list, (language) => ({
    gameName: term,
    pageNo: page,
    pageSize: LIMITS.lobbyPageSize,
    language,
  }));
  return (
    <GameGrid
      title={t('category_SEARCH')}
      query={results}
      page={page}
      onPageChange={(next) => results.status === 'success' && setPage((current) => changePage(current, next, results.data.totalPages))}
    />
  );
}
