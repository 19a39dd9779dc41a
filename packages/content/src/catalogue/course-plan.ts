import type { LocalisedText } from '@preparena/shared';

/** A section of a course page: a title and the topic slugs it lists, in order. */
export interface SubjectPlan {
  slug: string;
  title: LocalisedText;
  /** For core courses: the first and last topic slug of a run in topics.json order. */
  range?: readonly [string, string];
  /** For exam courses: core topic slugs, listed explicitly. */
  topics?: readonly string[];
  /** For exam courses: every topic of this core course, minus `except`. */
  allOf?: string;
  except?: readonly string[];
}

export interface CoursePlan {
  slug: string;
  kind: 'category' | 'exam';
  description: LocalisedText;
  subjects: readonly SubjectPlan[];
}

/** How the five core courses group their topics into sections. */
export const CORE_COURSE_PLANS: readonly CoursePlan[] = [
  {
    slug: 'quantitative-aptitude',
    kind: 'category',
    description: {
      en: 'Numbers, arithmetic, algebra, geometry and modern maths: every quant topic that CAT, SSC, banking and placement tests ask, with shortcuts and worked examples.',
      hi: 'संख्याएँ, अंकगणित, बीजगणित, ज्यामिति और आधुनिक गणित: CAT, SSC, बैंकिंग और प्लेसमेंट परीक्षाओं के हर क्वांट टॉपिक के शॉर्टकट और हल किए गए उदाहरण।',
    },
    subjects: [
      {
        slug: 'numbers',
        title: { en: 'Numbers', hi: 'संख्याएँ' },
        range: ['number-system', 'advanced-concepts-in-numbers'],
      },
      {
        slug: 'arithmetic',
        title: { en: 'Arithmetic', hi: 'अंकगणित' },
        range: ['averages', 'simple-and-compound-interest'],
      },
      {
        slug: 'algebra',
        title: { en: 'Algebra', hi: 'बीजगणित' },
        range: ['basic-alzebra', 'sequence-and-series-ap-gp-hp'],
      },
      {
        slug: 'geometry',
        title: { en: 'Geometry and Mensuration', hi: 'ज्यामिति और क्षेत्रमिति' },
        range: ['lines-and-angles', 'mensuration-3d'],
      },
      {
        slug: 'modern-maths',
        title: { en: 'Modern Maths', hi: 'आधुनिक गणित' },
        range: ['set-theory', 'statistics'],
      },
      {
        slug: 'time-speed-work',
        title: { en: 'Time, Speed and Work', hi: 'समय, चाल और कार्य' },
        range: ['speed-distance-time', 'races-and-games'],
      },
      {
        slug: 'ages-clocks-calendars',
        title: { en: 'Ages, Clocks and Calendars', hi: 'आयु, घड़ी और कैलेंडर' },
        range: ['ages', 'calendar'],
      },
    ],
  },
  {
    slug: 'logical-reasoning',
    kind: 'category',
    description:
      'Verbal, non-verbal and analytical reasoning: syllogisms, arrangements, blood relations, coding, figures and puzzles as SSC, banking and placement tests set them.',
    subjects: [
      { slug: 'verbal-reasoning', title: 'Verbal Reasoning', range: ['verbal-analogy-1', 'series'] },
      { slug: 'non-verbal-reasoning', title: 'Non-Verbal Reasoning', range: ['non-verbal-analogy', 'dices'] },
      {
        slug: 'analytical-reasoning',
        title: 'Analytical Reasoning',
        range: ['puzzles', 'logical-deduction'],
      },
    ],
  },
  {
    slug: 'reading-comprehension',
    kind: 'category',
    description:
      'Read faster and answer better: passage types, genres, question types and passage lengths, with a method for each.',
    subjects: [
      {
        slug: 'passage-types',
        title: 'Passage Types',
        range: ['factual-passages', 'othersmixed-type-passages'],
      },
      { slug: 'genres', title: 'Genres', range: ['science-and-technology', 'othersmixed-genres'] },
      {
        slug: 'question-types',
        title: 'Question Types',
        range: ['main-ideatheme-questions', 'paragraphline-reference'],
      },
      { slug: 'passage-lengths', title: 'Passage Lengths', range: ['short-passages', 'long-passages'] },
    ],
  },
  {
    slug: 'verbal-ability',
    kind: 'category',
    description:
      'Vocabulary, grammar, sentences and paragraphs: the rules and habits behind every English question in competitive exams.',
    subjects: [
      { slug: 'vocabulary', title: 'Vocabulary', range: ['synonyms', 'analogies'] },
      { slug: 'grammar', title: 'Grammar', range: ['parts-of-speech', 'direct-indirect-speech'] },
      { slug: 'words-in-use', title: 'Words in Use', range: ['selecting-words', 'jumbled-words'] },
      { slug: 'sentences', title: 'Sentences', range: ['error-spotting', 'sentence-arrangement'] },
      { slug: 'paragraphs', title: 'Paragraphs', range: ['para-jumbles', 'para-summary'] },
    ],
  },
  {
    slug: 'data-interpretation',
    kind: 'category',
    description:
      'Tables, charts and caselets, plus the logical-reasoning sets of CAT DILR: calculation speed and set-solving strategy.',
    subjects: [
      { slug: 'charts-and-tables', title: 'Charts and Tables', range: ['tables', 'other-charts'] },
      { slug: 'lrdi-sets', title: 'Logical Reasoning Sets', range: ['cubes-and-dices', 'other-lrdi'] },
    ],
  },
];

const SSC_QUANT_EXCEPT = ['functions', 'logarithms', 'set-theory', 'inequalities', 'races-and-games'];
const COMPREHENSION = [
  'short-passages',
  'main-ideatheme-questions',
  'supporting-details',
  'vocabulory-in-context',
];

/** The exam courses, built from the core topics each exam tests (a lesson is written once). */
export const EXAM_COURSE_PLANS: readonly CoursePlan[] = [
  {
    slug: 'cat',
    kind: 'exam',
    description: 'The three CAT sections, Quantitative Ability, VARC and DILR, drawn from the core courses.',
    subjects: [
      {
        slug: 'qa',
        title: 'Quantitative Ability',
        allOf: 'quantitative-aptitude',
        except: ['clock', 'calendar'],
      },
      {
        slug: 'varc',
        title: 'Verbal Ability and Reading Comprehension',
        topics: [
          'main-ideatheme-questions',
          'inference-based-questions',
          'authors-purpose-and-tone',
          'critical-reasoning',
          'vocabulory-in-context',
          'long-passages',
          'para-jumbles',
          'para-summary',
          'sentence-arrangement',
          'sentence-completion',
        ],
      },
      { slug: 'dilr', title: 'Data Interpretation and Logical Reasoning', allOf: 'data-interpretation' },
    ],
  },
  {
    slug: 'cuet',
    kind: 'exam',
    description: 'The CUET General Test and language sections: numerical ability, reasoning and reading.',
    subjects: [
      {
        slug: 'numerical-ability',
        title: 'Numerical Ability',
        topics: [
          'number-system',
          'fractions-and-decimals',
          'hcf-and-lcm',
          'averages',
          'percentages',
          'ratio-and-proportion',
          'profit-and-loss',
          'simple-and-compound-interest',
          'speed-distance-time',
          'time-and-work',
          'ages',
          'mensuration-2d',
          'statistics',
        ],
      },
      {
        slug: 'logical-analytical',
        title: 'Logical and Analytical Reasoning',
        topics: [
          'verbal-analogy-1',
          'series',
          'coding-decoding',
          'blood-relations',
          'direction-sense',
          'order-and-ranking',
          'seating-arrangements',
          'syllogism',
          'classification',
          'mirror-images',
          'venn-diagrams',
        ],
      },
      {
        slug: 'language',
        title: 'Language: Reading and Vocabulary',
        topics: [
          'factual-passages',
          'narrative-passages',
          'literature-and-arts',
          'main-ideatheme-questions',
          'vocabulory-in-context',
          'synonyms',
          'antonyms',
          'idioms-and-phrases',
          'one-word-subsititution',
        ],
      },
    ],
  },
  {
    slug: 'ssc',
    kind: 'exam',
    description:
      'SSC CGL, CHSL and MTS: quantitative aptitude, general intelligence and reasoning, and English.',
    subjects: [
      {
        slug: 'quant',
        title: 'Quantitative Aptitude',
        allOf: 'quantitative-aptitude',
        except: SSC_QUANT_EXCEPT,
      },
      { slug: 'reasoning', title: 'General Intelligence and Reasoning', allOf: 'logical-reasoning' },
      { slug: 'english', title: 'English Comprehension', allOf: 'verbal-ability' },
      { slug: 'comprehension', title: 'Comprehension Passages', topics: COMPREHENSION },
    ],
  },
  {
    slug: 'banking',
    kind: 'exam',
    description: 'IBPS, SBI and RBI: quantitative aptitude, reasoning, English and data interpretation.',
    subjects: [
      {
        slug: 'quant',
        title: 'Quantitative Aptitude',
        allOf: 'quantitative-aptitude',
        except: [
          ...SSC_QUANT_EXCEPT,
          'lines-and-angles',
          'triangles',
          'circles',
          'polygons',
          'trigonometry',
          'coordinate-geometry',
        ],
      },
      {
        slug: 'reasoning',
        title: 'Reasoning Ability',
        topics: [
          'puzzles',
          'seating-arrangements',
          'syllogism',
          'blood-relations',
          'direction-sense',
          'order-and-ranking',
          'coding-decoding',
          'input-output',
          'data-sufficiency',
          'statement-and-conclusions',
          'statement-and-assumptions',
          'cause-and-effect',
          'logical-deduction',
          'series',
          'classification',
        ],
      },
      { slug: 'english', title: 'English Language', allOf: 'verbal-ability' },
      { slug: 'reading', title: 'Reading Comprehension', allOf: 'reading-comprehension' },
      { slug: 'di', title: 'Data Interpretation', range: ['tables', 'other-charts'] },
    ],
  },
  {
    slug: 'railways',
    kind: 'exam',
    description: 'RRB NTPC, Group D and ALP: mathematics, general intelligence and reasoning, and English.',
    subjects: [
      { slug: 'mathematics', title: 'Mathematics', allOf: 'quantitative-aptitude', except: SSC_QUANT_EXCEPT },
      { slug: 'reasoning', title: 'General Intelligence and Reasoning', allOf: 'logical-reasoning' },
      { slug: 'english', title: 'English', allOf: 'verbal-ability', except: ['para-summary', 'cloze-test'] },
    ],
  },
];
