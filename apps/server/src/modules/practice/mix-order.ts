/**
 * The practice table's default order (issue 12): the bank interleaved so a candidate meets many
 * topics and shapes at once instead of one generator's questions seven times in a row. Question
 * numbers stay as they are (they are URLs); each question gets a rank in this order instead.
 *
 * Shapes (a generator, a set generator, or a topic's authored items) take turns: round r gives the
 * r-th question of every shape, shapes ordered by their place within their topic, then by topic
 * place, then by course — so consecutive rows come from different courses and topics. A last pass
 * moves a row forward when its title would repeat the row above.
 */

export interface MixRow {
  id: string;
  number: number;
  /** Generator id (a set's question: `<set generator>/q<n>`), or an authored source id. */
  generatorId: string;
  isSetQuestion: boolean;
  topicId: string;
  topicPosition: number;
  coursePosition: number;
  /** The English title. */
  title: string;
}

/** The shape a question belongs to: its generator, its set generator, or its topic's authored items. */
export function shapeOf(row: MixRow): string {
  if (row.generatorId.startsWith('authored:')) return `authored:${row.topicId}`;
  return row.isSetQuestion ? row.generatorId.replace(/\/q\d+$/, '') : row.generatorId;
}

interface Shape {
  rows: MixRow[];
  placeInTopic: number;
  topicPosition: number;
  coursePosition: number;
}

/** The rows in mixed order. */
export function mixOrder(rows: readonly MixRow[]): MixRow[] {
  const shapes = new Map<string, Shape>();
  for (const row of [...rows].sort((a, b) => a.number - b.number)) {
    const key = shapeOf(row);
    const shape = shapes.get(key);
    if (shape) shape.rows.push(row);
    else
      shapes.set(key, {
        rows: [row],
        placeInTopic: 0,
        topicPosition: row.topicPosition,
        coursePosition: row.coursePosition,
      });
  }
  // A shape's place in its topic: by its first question's number (the order it was added).
  const byTopic = new Map<string, Shape[]>();
  for (const shape of shapes.values()) {
    const topic = shape.rows[0]?.topicId ?? '';
    const list = byTopic.get(topic);
    if (list) list.push(shape);
    else byTopic.set(topic, [shape]);
  }
  for (const list of byTopic.values()) {
    for (const [i, shape] of list.entries()) shape.placeInTopic = i;
  }
  const turns = [...shapes.values()].sort(
    (a, b) =>
      a.placeInTopic - b.placeInTopic ||
      a.topicPosition - b.topicPosition ||
      a.coursePosition - b.coursePosition ||
      (a.rows[0]?.number ?? 0) - (b.rows[0]?.number ?? 0),
  );
  const out: MixRow[] = [];
  const longest = Math.max(0, ...turns.map((s) => s.rows.length));
  for (let round = 0; round < longest; round++) {
    for (const shape of turns) {
      const row = shape.rows[round];
      if (row) out.push(row);
    }
  }
  return separateTitles(out);
}

/** Moves forward the next row with another title wherever two neighbours would share one. */
function separateTitles(rows: MixRow[]): MixRow[] {
  for (let i = 1; i < rows.length; i++) {
    const above = rows[i - 1]?.title;
    if (rows[i]?.title !== above) continue;
    let j = i + 1;
    while (j < rows.length && rows[j]?.title === above) j++;
    if (j >= rows.length) break;
    const [moved] = rows.splice(j, 1);
    if (moved) rows.splice(i, 0, moved);
  }
  return rows;
}
