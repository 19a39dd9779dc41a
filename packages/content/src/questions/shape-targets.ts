/** Issue 12's shape target per course: quantitative and reasoning topics 10, DI topics 6. */
export const SHAPE_TARGET: Readonly<Record<string, number>> = {
  'quantitative-aptitude': 10,
  'logical-reasoning': 10,
  'data-interpretation': 6,
};

/**
 * Topics that have reached their shape target and CAT-level share (content-report.test.ts holds
 * them there). The list grows as shapes are added; when every topic is on it, it goes.
 */
export const SHAPES_DONE: readonly string[] = [
  'percentages',
  'profit-and-loss',
  'simple-and-compound-interest',
  'time-and-work',
  'pipes-and-cisterns',
  'speed-distance-time',
  'ratio-and-proportion',
  'averages',
  'mixtures-and-alligations',
  'number-system',
  'ages',
  'boats-and-streams',
  'trains-and-platforms',
  'races-and-games',
  'clock',
  'calendar',
  'probability',
  'permutations-and-combinations',
  'set-theory',
  'statistics',
  'blood-relations',
  'direction-sense',
  'order-and-ranking',
];
