// Scratch tickets: the prize shown on exactly three cells, and both wins and losses drawn.
import { seededRandom } from '../seeded-random';
import { SCRATCH_CELLS, buyTicket } from './scratch';

describe('scratch tickets', () => {
  const random = seededRandom(7);
  const tickets = Array.from({ length: 2000 }, () => buyTicket(random));

  it('show the prize on exactly three cells, and no other amount three times', () => {
    for (const ticket of tickets) {
      expect(ticket.cells).toHaveLength(SCRATCH_CELLS);
      const counts = new Map<number, number>();
      for (const value of ticket.cells) counts.set(value, (counts.get(value) ?? 0) + 1);
      const tripled = [...counts].filter(([, count]) => count >= 3).map(([value]) => value);
      if (ticket.multiplier > 0) {
        expect(tripled).toEqual([ticket.multiplier]);
        expect(counts.get(ticket.multiplier)).toBe(3);
        expect(ticket.winningCells.map((cell) => ticket.cells[cell])).toEqual([ticket.multiplier, ticket.multiplier, ticket.multiplier]);
      } else {
        expect(tripled).toEqual([]);
        expect(ticket.winningCells).toEqual([]);
      }
    }
  });

  it('draws both wins and losses', () => {
    expect(tickets.some((ticket) => ticket.multiplier > 0)).toBe(true);
    expect(tickets.some((ticket) => ticket.multiplier === 0)).toBe(true);
  });
});
