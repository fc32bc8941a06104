// /miniGames (issue 19; requirements §1 game families "jackpot and mini games", §2 "Mini games"): the in-house quick
// games (SC, VP, JP, TG, AC; BG only when the languages hold TY) of the catalogue by kind, launched as every game is
// (the login and trial rules of §5 live in the lobby's launch). The in-house page under the mini games' own title,
// whose texts travel with this chunk so the lobby's first load does not carry them.
import type { Language } from '@mekong/contracts';
import { useLanguage } from '@mekong/ui/remote';
import { InHousePage } from '../in-house/InHousePage';

const TITLE: Record<Language, string> = { LO: 'ເກມນ້ອຍ', EN: 'Mini games', CN: '小游戏' };

export function MiniGamesPage() {
  return <InHousePage title={TITLE[useLanguage()]} />;
}
