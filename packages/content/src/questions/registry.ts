import type { QuestionGenerator } from './generator.js';
import { REASONING_GROUP_F } from './generators/logical-reasoning/group-f.js';
import { REASONING_GROUP_G } from './generators/logical-reasoning/group-g.js';
import { REASONING_GROUP_H } from './generators/logical-reasoning/group-h.js';
import { REASONING_GROUP_I } from './generators/logical-reasoning/group-i.js';
import { REASONING_GROUP_J } from './generators/logical-reasoning/group-j.js';
import { REASONING_GROUP_K } from './generators/logical-reasoning/group-k.js';
import { REASONING_GROUP_L } from './generators/logical-reasoning/group-l.js';
import { REASONING_GROUP_M } from './generators/logical-reasoning/group-m.js';
import { REASONING_GROUP_N } from './generators/logical-reasoning/group-n.js';
import { REASONING_GROUP_P } from './generators/logical-reasoning/group-p.js';
import { REASONING_GROUP_R } from './generators/logical-reasoning/group-r.js';
import { REASONING_GROUP_S } from './generators/logical-reasoning/group-s.js';
import { REASONING_GROUP_T } from './generators/logical-reasoning/group-t.js';
import { REASONING_GROUP_U } from './generators/logical-reasoning/group-u.js';
import { REASONING_GROUP_V } from './generators/logical-reasoning/group-v.js';
import { QUANT_GROUP_A } from './generators/quantitative-aptitude/group-a.js';
import { QUANT_GROUP_B } from './generators/quantitative-aptitude/group-b.js';
import { QUANT_GROUP_C } from './generators/quantitative-aptitude/group-c.js';
import { QUANT_GROUP_D } from './generators/quantitative-aptitude/group-d.js';
import { QUANT_GROUP_E } from './generators/quantitative-aptitude/group-e.js';
import { QUANT_GROUP_K } from './generators/quantitative-aptitude/group-k.js';
import { QUANT_GROUP_L } from './generators/quantitative-aptitude/group-l.js';
import { QUANT_GROUP_M } from './generators/quantitative-aptitude/group-m.js';
import { QUANT_GROUP_N } from './generators/quantitative-aptitude/group-n.js';
import { QUANT_GROUP_O } from './generators/quantitative-aptitude/group-o.js';
import { QUANT_GROUP_P2 } from './generators/quantitative-aptitude/group-p2.js';
import { QUANT_GROUP_Q } from './generators/quantitative-aptitude/group-q.js';
import { QUANT_GROUP_S } from './generators/quantitative-aptitude/group-s.js';
import { QUANT_GROUP_T } from './generators/quantitative-aptitude/group-t.js';
import { QUANT_GROUP_V } from './generators/quantitative-aptitude/group-v.js';
import { QUANT_GROUP_W } from './generators/quantitative-aptitude/group-w.js';
import { QUANT_GROUP_X } from './generators/quantitative-aptitude/group-x.js';
import { QUANT_GROUP_Y } from './generators/quantitative-aptitude/group-y.js';
import { QUANT_GROUP_Z } from './generators/quantitative-aptitude/group-z.js';
import { VERBAL_GROUP_W } from './generators/verbal-ability/group-w.js';

/** Every question generator of the bank, grouped by who maintains which topics. */
export const GENERATORS: readonly QuestionGenerator[] = [
  ...QUANT_GROUP_A,
  ...QUANT_GROUP_B,
  ...QUANT_GROUP_C,
  ...QUANT_GROUP_D,
  ...QUANT_GROUP_E,
  ...QUANT_GROUP_K,
  ...QUANT_GROUP_L,
  ...QUANT_GROUP_M,
  ...QUANT_GROUP_N,
  ...QUANT_GROUP_Q,
  ...QUANT_GROUP_T,
  ...QUANT_GROUP_V,
  ...QUANT_GROUP_W,
  ...QUANT_GROUP_X,
  ...QUANT_GROUP_Y,
  ...QUANT_GROUP_Z,
  ...QUANT_GROUP_O,
  ...QUANT_GROUP_S,
  ...QUANT_GROUP_P2,
  ...REASONING_GROUP_F,
  ...REASONING_GROUP_G,
  ...REASONING_GROUP_H,
  ...REASONING_GROUP_I,
  ...REASONING_GROUP_J,
  ...REASONING_GROUP_P,
  ...REASONING_GROUP_R,
  ...REASONING_GROUP_S,
  ...REASONING_GROUP_T,
  ...REASONING_GROUP_V,
  ...REASONING_GROUP_U,
  ...REASONING_GROUP_K,
  ...REASONING_GROUP_L,
  ...REASONING_GROUP_M,
  ...REASONING_GROUP_N,
  ...VERBAL_GROUP_W,
];
