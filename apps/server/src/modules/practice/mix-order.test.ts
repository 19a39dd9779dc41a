import { describe, expect, it } from 'vitest';
import { type MixRow, mixOrder } from './mix-order.js';

/** A bank: `shapes` generators per topic, `per` questions each, numbered generator by generator. */
function bank(topics: number, shapes: number, per: number, title = (g: string) => g): MixRow[] {
  const rows: MixRow[] = [];
  let number = 0;
  for (let t = 0; t < topics; t++) {
    for (let s = 0; s < shapes; s++) {
      for (let k = 0; k < per; k++) {
        number++;
        const generatorId = `topic-${t}/shape-${s}`;
        rows.push({
          id: `id-${number}`,
          number,
          generatorId,
          isSetQuestion: false,
          topicId: `topic-${t}`,
          topicPosition: t % 5,
          coursePosition: Math.floor(t / 5),
          title: title(generatorId),
        });
      }
    }
  }
  return rows;
}

describe('the mixed practice order', () => {
  it('gives every question one place and starts with the first question of each shape', () => {
    const rows = bank(10, 3, 7);
    const ordered = mixOrder(rows);
    expect(new Set(ordered.map((r) => r.id)).size).toBe(rows.length);
    const firstRound = ordered.slice(0, 30);
    expect(new Set(firstRound.map((r) => r.generatorId)).size).toBe(30);
    // Number order reads topic-0/shape-0 seven times; the mix never shows one shape twice in a row.
    expect(ordered.some((r, i) => i > 0 && r.generatorId === ordered[i - 1]?.generatorId)).toBe(false);
  });

  it('moves topics and courses along before a topic repeats', () => {
    const ordered = mixOrder(bank(10, 3, 2));
    const firstTen = ordered.slice(0, 10).map((r) => r.topicId);
    expect(new Set(firstTen).size).toBe(10);
    expect(ordered[0]?.topicId).toBe('topic-0');
    expect(ordered[1]?.topicId).toBe('topic-5'); // the same place in the next course
  });

  it('keeps equal titles apart (passages whose first questions are all "Main idea")', () => {
    const rows = bank(4, 1, 6, () => 'Main idea');
    for (const [i, r] of rows.entries()) if (i % 2) r.title = `Detail ${i}`;
    const ordered = mixOrder(rows);
    expect(ordered.filter((r, i) => i > 0 && r.title === ordered[i - 1]?.title)).toEqual([]);
  });

  it('is the same every time', () => {
    const rows = bank(6, 2, 3);
    expect(mixOrder(rows).map((r) => r.id)).toEqual(mixOrder([...rows].reverse()).map((r) => r.id));
  });
});
