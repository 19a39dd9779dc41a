import type { AuthoredTopic } from '../../authored.js';
import { argumentativePassages } from './argumentative-passages.js';
import { businessAndEconomics } from './business-and-economics.js';
import { criticalPassages } from './critical-passages.js';
import { descriptivePassages } from './descriptive-passages.js';
import { factualPassages } from './factual-passages.js';
import { historyAndPolitics } from './history-and-politics.js';
import { informativePassages } from './informative-passages.js';
import { literatureAndArts } from './literature-and-arts.js';
import { narrativePassages } from './narrative-passages.js';
import { othersMixedTypePassages } from './othersmixed-type-passages.js';
import { persuasivePassages } from './persuasive-passages.js';
import { philosophyAndEthics } from './philosophy-and-ethics.js';
import { scienceAndTechnology } from './science-and-technology.js';

/** Reading comprehension passages (first half of the topics). */
export const RC_GROUP_R1: readonly AuthoredTopic[] = [
  factualPassages,
  narrativePassages,
  persuasivePassages,
  argumentativePassages,
  informativePassages,
  descriptivePassages,
  criticalPassages,
  othersMixedTypePassages,
  scienceAndTechnology,
  businessAndEconomics,
  philosophyAndEthics,
  literatureAndArts,
  historyAndPolitics,
];
