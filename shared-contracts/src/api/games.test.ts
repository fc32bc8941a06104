// The game-list and hot-games inputs: defaults of requirements §9, coercion of query strings, clear refusals.
import { gamesEndpoints } from './games';

const listInput = gamesEndpoints.list.input;

describe('game list input', () => {
  it('defaults to the first lobby page of 28 in Lao, all games', () => {
    expect(listInput.parse({ gameType: 'RNG' })).toMatchObject({
      pageNo: 1,
      pageSize: 28,
      language: 'LO',
      gameClassify: 'ALL',
      clientType: 3,
    });
  });

  it('coerces query strings and trims the searched name', () => {
    expect(listInput.parse({ gameType: 'FISH', pageNo: '3', pageSize: '10', gameName: '  Dragon ' })).toMatchObject({
      pageNo: 3,
      pageSize: 10,
      gameName: 'Dragon',
    });
  });

  it('refuses a page size of 0, an unknown game type, a long name and an unknown filter', () => {
    const message = (input: object) => listInput.safeParse(input).error?.issues[0]?.message;
    expect(message({ gameType: 'RNG', pageSize: '0' })).toBe('pageSize must be a whole number from 1 to 100');
    expect(message({ gameType: 'CARDS' })).toBe(
      'gameType must be one of RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, ELOTT, LOTT, COCKFIGHT, INHOUSE',
    );
    expect(message({ gameType: 'RNG', gameName: 'x'.repeat(101) })).toBe('gameName must be at most 100 characters');
    expect(message({ gameType: 'RNG', gameClassify: 'MINE' })).toBe('gameClassify must be one of NEW, FAV, ALL, HOT, RECENT');
    // FAV and RECENT pass the schema: the server checks the session for them.
    expect(listInput.parse({ gameType: 'RNG', gameClassify: 'FAV' })).toMatchObject({ gameClassify: 'FAV' });
  });
});

describe('hot games input', () => {
  it('asks for the 12 games of the home page unless told otherwise', () => {
    expect(gamesEndpoints.hot.input.parse({})).toMatchObject({ limitNum: 12, language: 'LO' });
    expect(gamesEndpoints.hot.input.parse({ limitNum: '20', gameType: 'RNG' })).toMatchObject({ limitNum: 20, gameType: 'RNG' });
  });
});
