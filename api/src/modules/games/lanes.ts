// The vendor lanes of the home lobby: the newest slots, then one lane per footer vendor with its first slots.
import { FOOTER_VENDORS, VENDOR_LANE_CARDS, type Language, type VendorLane } from '@mekong/contracts';
import type { Db } from '../../db/database';
import { pickLanguage, type Translations } from '../columns';
import { topGames } from './catalogue.repository';
import { vendorsOf } from './games.repository';

const NEW_GAMES_TITLE: Translations = { LO: 'ເກມໃໝ່', EN: 'New games', CN: '新游戏' };

/** Each lane's cards are the first page of the list its more button opens. */
export async function vendorLanes(db: Db, language: Language): Promise<VendorLane[]> {
  const firstCards = (classify: 'NEW' | 'ALL', vassalage?: string) =>
    topGames(db, { gameType: 'RNG', vassalage, classify }, VENDOR_LANE_CARDS, language);
  const vendors = await vendorsOf(db, 'RNG', FOOTER_VENDORS);
  const [newest, ...perVendor] = await Promise.all([firstCards('NEW'), ...vendors.map((v) => firstCards('ALL', v.vassalage))]);
  return [
    { title: NEW_GAMES_TITLE[language], gameClassify: 'NEW', gameType: 'RNG', vassalage: null, cards: newest ?? [] },
    ...vendors.map((vendor, i): VendorLane => ({
      title: pickLanguage(vendor, 'displayName', language),
      gameClassify: 'ALL',
      gameType: 'RNG',
      vassalage: vendor.vassalage,
      cards: perVendor[i] ?? [],
    })),
  ];
}
