import type { AuthoredTopic } from '../../authored.js';

export const vocabuloryInContext: AuthoredTopic = {
  topic: 'vocabulory-in-context',
  sets: [
    {
      key: 'p1-new-media-alarm',
      set: {
        kind: 'passage',
        title: 'Alarm and optimism about new media',
        body: [
          '**(1)** Every new medium has arrived to a chorus of alarm. Critics warned that novels would corrupt young readers, that radio would destroy conversation and that television would arrest the intellectual development of a generation. Looking back, it is easy to smile at these fears, and easy to conclude that all such alarms are foolish.',
          '**(2)** That conclusion is too quick. Some of the old worries were exaggerated, but few were entirely wanting in substance. Novels did alter what young readers imagined and wanted, even if they corrupted far fewer of them than the critics feared. Television did change how families spent their evenings, and radio did reshape politics by allowing a single voice to reach millions at once. The critics were often wrong about the scale of the damage while being right that something was changing.',
          '**(3)** The more useful attitude, then, is neither alarm nor its mirror image, the sanguine belief that every innovation will sort itself out. It is a qualified optimism: a willingness to welcome new tools while asking, early and specifically, what they are likely to displace. Such questions are easier to answer before habits have set than after.',
          '**(4)** This attitude also tempers the urge to moralise. Describing a technology as corrupting invites a defensive reply; asking what it crowds out invites evidence. A critic who wants to be heard by the people actually using a new medium will find the second question far more productive than the first. It also keeps the critic honest, since evidence can show a worry to be mistaken.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Meaning of 'arrest'",
          type: 'single',
          statement: "As used in paragraph 1, 'arrest' most nearly means:",
          options: ['take into custody', 'hold the attention of', 'halt the progress of', 'speed up'],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Critics feared television would stop a generation's intellectual development, so 'arrest' means to halt or check its progress. 'Take into custody' is the legal sense and cannot apply to development. 'Hold the attention of' (as in an arresting sight) does not fit a fear of harm. 'Speed up' is the opposite.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'GRE'],
        },
        {
          key: 'q2',
          title: "Meaning of 'wanting'",
          type: 'single',
          statement:
            "In paragraph 2, 'few were entirely wanting in substance' means that few of the worries were entirely:",
          options: [
            'desired by the public',
            'lacking in substance',
            'hoping for attention',
            'urgently needed',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "'Wanting in' means lacking or deficient in, and the next sentences show the worries had some real basis. The senses of wanting as desiring, hoping or needing do not fit the construction 'wanting in substance'.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CAT'],
        },
        {
          key: 'q3',
          title: "Meaning of 'sanguine'",
          type: 'single',
          statement: "As used in paragraph 3, 'sanguine' most nearly means:",
          options: ['confidently optimistic', 'bloodthirsty', 'anxious', 'indifferent'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The sanguine belief is described as the 'mirror image' of alarm, a belief that 'every innovation will sort itself out', so it means confidently optimistic. 'Bloodthirsty' plays on the word's Latin root (blood) but makes no sense here. 'Anxious' is closer to alarm, the very thing sanguine is opposed to. 'Indifferent' is wrong because the belief is positive, not neutral.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['GRE', 'CAT', 'SSC CGL'],
        },
        {
          key: 'q4',
          title: "Meaning of 'qualified'",
          type: 'single',
          statement: "In paragraph 3, the phrase 'a qualified optimism' refers to an optimism that is:",
          options: [
            'officially certified',
            'held by trained experts',
            'complete and unconditional',
            'limited by reservations',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author defines it as welcoming new tools while asking what they will displace: optimism with reservations, which is what 'qualified' means here. 'Certified' and 'held by experts' use the sense of having qualifications, which does not apply to an attitude. 'Complete and unconditional' is the opposite of qualified.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['GRE', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: "Meaning of 'tempers'",
          type: 'single',
          statement: "As used in paragraph 4, 'tempers' most nearly means:",
          options: ['hardens', 'moderates', 'angers', 'reveals'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The paragraph argues that asking what a technology crowds out replaces moralising with evidence, so the attitude restrains or moderates the urge to moralise. 'Hardens' is the metallurgical sense (tempering steel), which would mean strengthening the urge. 'Angers' confuses the verb with losing one's temper. 'Reveals' does not fit the idea of reducing the urge.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-lighthouse-keepers',
      set: {
        kind: 'passage',
        title: 'Keepers of the light',
        body: [
          "**(1)** For most of their history, lighthouses depended on people. A keeper's duties were exacting: the lamp had to be lit at sunset and kept burning until dawn, the wick trimmed, the fuel replenished and the great glass lens polished so that no film of soot dimmed the beam. In many towers the light was made to flash by a clockwork mechanism that had to be wound by hand through the night.",
          '**(2)** The invention of the Fresnel lens in the 1820s transformed the reach of these lights. By arranging rings of glass prisms around a central lens, the French physicist Augustin-Jean Fresnel found a way to gather light that would otherwise have scattered and to concentrate it into a beam visible far out at sea. The design was thinner and lighter than a conventional lens of the same power, and it was adopted widely within a few decades.',
          "**(3)** The life of the keeper was often solitary, and on remote rock stations supplies might be delayed for weeks by storms. Keepers' logbooks record weather, passing ships and breakdowns with a matter-of-fact economy that makes the occasional personal remark all the more striking. A line noting that the relief boat could not land again, written without complaint, says a good deal about the temperament the job required.",
          '**(4)** Automation in the twentieth century made the resident keeper redundant in most countries. Electric lamps that changed their own bulbs and monitoring from the shore ended a way of life that had lasted for centuries. The towers still stand, and many still shine, but few who see their beams today think of the labour that once sustained them.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Meaning of 'exacting'",
          type: 'single',
          statement: "As used in paragraph 1, 'exacting' most nearly means:",
          options: ['demanding great care and effort', 'exactly measured', 'collecting payment', 'thrilling'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The list that follows (lighting, trimming, refuelling, polishing, winding through the night) shows duties that demanded constant care and effort. 'Exactly measured' confuses the word with 'exact'. 'Collecting payment' is a sense of the verb 'exact' (to exact a fee) that does not fit duties. 'Thrilling' confuses it with 'exciting'.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: "Meaning of 'economy'",
          type: 'single',
          statement:
            "In paragraph 3, the logbooks are said to be written 'with a matter-of-fact economy'. Here 'economy' means:",
          options: [
            'careful saving of money',
            'the system of trade and industry',
            'sparing use of words',
            'the cheapest class of travel',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The logbooks record events briefly, which makes a rare personal remark 'all the more striking', so 'economy' means sparing, concise expression. Saving money, the system of trade and a class of travel are other senses of the word that have nothing to do with a style of writing.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'Bank PO'],
        },
        {
          key: 'q3',
          title: "Meaning of 'relief'",
          type: 'single',
          statement: "In paragraph 3, 'the relief boat' is best understood as:",
          options: [
            'a boat carrying aid to disaster victims',
            'a boat decorated with raised carvings',
            'a boat used for pleasure trips',
            'the boat that brought supplies and replacement keepers to the station',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The paragraph concerns isolated stations whose supplies were delayed by storms; a relief boat is the one that brings fresh supplies and relieves keepers by bringing their replacements. Disaster aid is another sense of 'relief' but no disaster is described. Raised carving is the artistic sense, and nothing suggests pleasure trips.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: "Meaning of 'redundant'",
          type: 'single',
          statement: "As used in paragraph 4, 'redundant' most nearly means:",
          options: ['no longer needed', 'repetitive', 'dismissed for misconduct', 'kept as a backup'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Automatic lamps and shore monitoring did the keeper's work, so resident keepers were no longer needed. 'Repetitive' is the sense used of wordy writing. Nothing suggests misconduct. In engineering, redundancy can mean a backup, but the passage says automation 'ended a way of life', so keepers were not retained as backups.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-sticky-wages',
      set: {
        kind: 'passage',
        title: 'Why wages rarely fall',
        body: [
          '**(1)** One of the puzzles of economic downturns is why wages so rarely fall. When demand for a product drops, its price usually drops too. Yet when demand for workers drops in a recession, employers tend to cut jobs or hours rather than cut the pay of the workers they keep. Economists describe wages as sticky: they adjust upward readily but resist moving down.',
          '**(2)** Early explanations emphasised contracts and minimum-wage laws, which do check how far pay can fall. But surveys of managers point to something less formal. Employers report that pay cuts damage morale far out of proportion to the money saved, because workers read a cut as a judgement on their worth and a breach of an unwritten bargain. A demoralised workforce, managers say, is less productive and more likely to lose its best people, who have the most options elsewhere.',
          '**(3)** It would be a mistake to discount this as mere sentiment. If the loss of goodwill genuinely reduces output, then a manager who avoids pay cuts is behaving rationally, even if the resulting layoffs seem harsher from the outside. The burden of the downturn is then concentrated on those who lose their jobs rather than spread thinly across everyone.',
          '**(4)** Stickiness also helps explain why moderate inflation can make adjustment easier. When prices are rising, a firm that holds pay steady is in effect reducing real wages without announcing a cut, and workers appear to resent this far less than an explicit reduction of the same size. This is one reason many economists regard a low, steady rate of inflation as healthier than none at all.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Meaning of 'sticky'",
          type: 'single',
          statement: "As used in paragraph 1, 'sticky' describes wages that are:",
          options: [
            'covered in adhesive',
            'awkward to discuss',
            'slow to change, especially downward',
            'hot and humid',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author defines the term: wages 'adjust upward readily but resist moving down'. The literal adhesive sense and the weather sense (sticky, humid days) do not apply to wages, and 'awkward' (a sticky situation) is a different figurative sense not meant here.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: "Meaning of 'check'",
          type: 'single',
          statement:
            "In paragraph 2, contracts and minimum-wage laws 'check how far pay can fall'. Here 'check' means:",
          options: ['verify', 'limit', 'pay by cheque', 'mark with a tick'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Contracts and minimum wages set a floor under pay, so they limit or restrain how far it can fall. 'Verify' would make the laws inspectors rather than constraints. Paying by cheque and ticking a box are unrelated senses of the word.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: "Meaning of 'discount'",
          type: 'single',
          statement: "As used in paragraph 3, 'discount' most nearly means:",
          options: [
            'sell at a reduced price',
            'calculate interest in advance',
            'count again',
            'dismiss as unimportant',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author warns against treating the managers' explanation as 'mere sentiment', that is, against dismissing it, and then argues it is rational. Selling cheaply and calculating interest are commercial senses that do not fit an explanation. 'Count again' misreads the prefix.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['GRE', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: "Meaning of 'concentrated'",
          type: 'single',
          statement:
            "In paragraph 3, the burden of the downturn is 'concentrated on those who lose their jobs'. Here 'concentrated' means:",
          options: [
            'made stronger by removing water',
            'paying close attention',
            'falling heavily on a small group',
            'gathered in one building',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The sentence contrasts a burden concentrated on job losers with one 'spread thinly across everyone', so it means falling heavily on a few. The chemical sense, the sense of mental focus and the physical sense of gathering in one place do not fit a burden shared out among people.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CAT', 'CUET'],
        },
        {
          key: 'q5',
          title: "Meaning of 'explicit'",
          type: 'single',
          statement: "As used in paragraph 4, an 'explicit reduction' is one that is:",
          options: ['openly stated', 'offensive', 'complicated', 'very large'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "It is contrasted with reducing real wages 'without announcing a cut', so an explicit reduction is one that is openly stated. 'Offensive' is a sense used of content, not pay. The passage says the two reductions are 'of the same size', so 'very large' is wrong, and nothing suggests complexity.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'GRE'],
        },
      ],
    },
  ],
};
