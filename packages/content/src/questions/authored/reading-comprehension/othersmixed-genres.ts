import type { AuthoredTopic } from '../../authored.js';

export const othersmixedGenres: AuthoredTopic = {
  topic: 'othersmixed-genres',
  sets: [
    {
      key: 'p1-pickle-jars',
      set: {
        kind: 'passage',
        title: 'Fiction: The pickle jars',
        body: [
          'Every summer, my grandmother lined the back veranda with glass jars, and every summer she pretended that the recipe was a secret. She would shoo us away when the mustard seeds went into the oil, then call us back to carry the jars into the sun, as if the difference between watching and helping were obvious to everyone but children.',
          'I was twelve before I realised there was no recipe. I had hidden behind the water drum to watch, certain that I would finally learn the proportions, and instead I saw her taste, frown, add a pinch of something, taste again and shrug. The secret, it turned out, was that she did not know either. She knew when it was right the way a singer knows she is in tune.',
          'My mother, who measured everything, found this maddening. Every few years she would stand beside my grandmother with a notebook, writing down spoonfuls and weights, and every few years the pickle she made from her notes tasted faintly of the notebook. It was good pickle. Guests praised it. But we children could tell, the way you can tell a photograph of a room from the room itself.',
          "Now that both of them are gone, I have the notebook and no grandmother. I have tried the recipe and I have tried the shrug, and I have discovered that the shrug cannot be copied either; it was not carelessness but forty years of tasting. This summer I made three jars. They are not hers, and they are not my mother's. My daughter, who is nine, has already asked whether the recipe is a secret. I told her that it is, which is true in a way I did not understand at her age.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Meaning of a key line',
          type: 'single',
          statement:
            "The line 'The secret, it turned out, was that she did not know either' suggests that the grandmother:",
          options: [
            'had forgotten the recipe she once used',
            'relied on judgement built from experience rather than on fixed measurements',
            "was deliberately hiding the recipe from the narrator's mother",
            'made a different pickle every year without caring about the result',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The narrator sees her taste, adjust and taste again, and compares her to a singer who knows she is in tune, so her 'recipe' was trained judgement. Nothing suggests she once had a recipe and forgot it. The 'secret' is a pretence aimed at the children, not a plot against the mother. The last paragraph says the shrug 'was not carelessness but forty years of tasting', which rules out the fourth option.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Interpreting a comparison',
          type: 'single',
          statement:
            "The comparison 'the way you can tell a photograph of a room from the room itself' implies that the mother's pickle was:",
          options: [
            'clearly inferior and disliked by guests',
            "better than the grandmother's because it was measured",
            'a faithful but somehow lifeless copy of the original',
            "impossible to tell apart from the grandmother's",
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "A photograph reproduces a room accurately yet lacks something of the real thing, and the narrator says the pickle was good but 'tasted faintly of the notebook': a faithful but lifeless copy. Guests praised it, so it was not disliked. Nothing suggests it was better. The children 'could tell' the difference, so it was not indistinguishable.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q3',
          title: "Narrator's tone",
          type: 'single',
          statement: 'The tone of the narrator towards the grandmother and the mother is best described as:',
          options: [
            'affectionate and reflective',
            'bitter and resentful',
            'mocking and sarcastic',
            'detached and clinical',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The narrator recalls both women with fondness ('It was good pickle') and reflects on what their methods taught, so the tone is affectionate and reflective. There is no grievance against either, ruling out bitterness. The gentle humour about the 'secret' is warm, not sarcastic. The personal memories and the closing thought about the daughter are far from detached.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
        {
          key: 'q4',
          title: 'Meaning of the ending',
          type: 'single',
          statement:
            "The narrator tells her daughter the recipe is a secret, 'which is true in a way I did not understand at her age'. This means that:",
          options: [
            "the narrator keeps the mother's notebook hidden from her daughter",
            'the narrator does not want her daughter to make pickle',
            'the narrator has finally discovered the exact proportions her grandmother used',
            'the real recipe is a skill that can be learned only through long practice, not a hidden formula',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "As a child the narrator thought the secret was hidden proportions; she now knows it is 'forty years of tasting', a skill that cannot be written down or copied. Nothing suggests she hides the notebook or wants to stop her daughter. She says her jars are 'not hers', so she has not recovered the grandmother's proportions, which in any case never existed.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-raga',
      set: {
        kind: 'passage',
        title: 'Music: Freedom within a grammar',
        body: [
          '**(1)** Listeners new to Hindustani classical music often ask which piece a musician is playing, and the honest answer can sound evasive. A performance is usually announced by its raga, but a raga is not a piece in the way a symphony is. It is closer to a grammar: a set of notes that may be used, characteristic phrases that give it its identity, customary ways of ascending and descending, and a mood that performers and listeners associate with it.',
          '**(2)** Within that grammar, the musician composes in real time. A performance commonly opens with an alap, a slow, unmetered exploration in which the raga is unfolded phrase by phrase, before the drums enter. Later sections introduce rhythm and a short fixed composition that serves less as a destination than as a home to which the improviser keeps returning.',
          '**(3)** This arrangement blurs a distinction that Western concert culture has often kept sharp, between the composer who invents and the performer who interprets. It also changes what a listener listens for. A connoisseur hearing a familiar raga is not waiting to find out what happens, as one might in a novel, but how it happens: how a particular musician approaches a note that everyone knows is coming, and how long she delays it.',
          "**(4)** It would be a mistake, however, to imagine that such freedom means anything goes. A musician who wanders outside the raga's characteristic phrases is heard as having lost it, much as a speaker who ignores grammar is heard not as creative but as unclear. The freedom is real, but it is the freedom of fluency, earned through years of disciplined practice.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of an analogy',
          type: 'single',
          statement: 'The author compares a raga to a grammar mainly to suggest that a raga:',
          options: [
            'must be memorised note by note before it can be performed',
            'is as difficult to learn as a foreign language',
            'is a set of rules within which new musical statements are created',
            'has no emotional content of its own',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "A grammar is a framework within which speakers form new sentences, and paragraph 2 says the musician 'composes in real time' within the raga: the third option. Memorising note by note is what the passage denies, since a raga 'is not a piece'. Difficulty of learning is not the point of the comparison. The raga is said to carry an associated mood, which contradicts the fourth option.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Detail: the alap',
          type: 'single',
          statement: 'According to the passage, the alap is:',
          options: [
            'the short fixed composition to which the musician keeps returning',
            'a slow, unmetered opening section that comes before the drums',
            'the fastest and most rhythmic part of the performance',
            'a section performed mainly by the drummer',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 describes the alap as 'a slow, unmetered exploration' at the opening, 'before the drums enter'. The fixed composition belongs to the later sections. Being slow and unmetered, the alap is not the fastest or most rhythmic part, and since it comes before the drums it is not the drummer's section.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'What the connoisseur values',
          type: 'single',
          statement:
            'The contrast in paragraph 3 between "what happens" and "how it happens" implies that a connoisseur values:',
          options: [
            'the manner of execution more than surprise about the outcome',
            'unfamiliar ragas more than familiar ones',
            'the story a raga tells, as in a novel',
            'musicians who avoid the notes the audience expects',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'The connoisseur already knows the note is coming and listens for how the musician approaches and delays it, so execution matters more than surprise. The example concerns a familiar raga, contradicting the second option. The novel is mentioned as the opposite case, so the third option reverses the point. The expected note does arrive; what matters is how, so the fourth option is wrong.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Function of the last paragraph',
          type: 'single',
          statement: 'What is the function of paragraph 4 in the passage?',
          options: [
            'It criticises musicians who improvise too much.',
            'It argues that Western concert music allows more freedom than Hindustani music.',
            'It introduces a new subject, the teaching of grammar.',
            'It qualifies the emphasis on freedom by stressing the discipline on which that freedom depends.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "After paragraphs 2 and 3 stress improvisation, paragraph 4 warns that this does not mean 'anything goes' and calls it 'the freedom of fluency, earned through years of disciplined practice': a qualification. It criticises wandering outside the raga, not improvisation as such. Western music is not discussed there, and grammar appears only as a comparison, not a new subject.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-spirit-of-the-game',
      set: {
        kind: 'passage',
        title: 'Sport: The two rulebooks',
        body: [
          '**(1)** Every sport has two rulebooks. The first is written down: it says how many players a side may field, what counts as a goal, when a batter is out. The second is unwritten and consists of conventions about how the written rules should be used. A footballer who kicks the ball out of play so that an injured opponent can be treated, and the opposing team that gives the ball back afterwards, are obeying the second rulebook; nothing in the first requires either action.',
          "**(2)** Disputes flare when the two rulebooks collide. A bowler who runs out a batter backing up too far at the non-striker's end, without first giving a warning, acts within the written laws of cricket, yet for decades such dismissals drew accusations of poor sportsmanship. Defenders of the bowler reply that the batter was trying to gain an unfair advantage, and that the convention of a warning protects the offender rather than the victim.",
          '**(3)** It is tempting to say that the written rules should simply settle such arguments. But conventions do work that rules cannot. No rulebook can anticipate every situation, and a game in which players exploited every gap the drafters left would be joyless to play and to watch. Conventions fill the gaps with shared expectations about what kind of contest the sport is meant to be.',
          "**(4)** The difficulty is that conventions, being unwritten, are also unevenly shared. What one team regards as sharp practice another regards as simple competence, and the charge of violating the 'spirit of the game' can be used to protect whichever side benefits from the customary way of doing things. The healthiest sports are perhaps those that keep arguing about their conventions rather than pretending to have settled them.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best captures the main idea of the passage?',
          options: [
            'Written rules should always override unwritten conventions in sport.',
            'Sport depends on unwritten conventions as well as written rules, and those conventions, though valuable, are contested.',
            "The laws of cricket about run-outs at the non-striker's end need to be reformed.",
            'Appeals to the spirit of the game are used only to protect powerful teams.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraphs 1 and 3 establish that conventions do necessary work, and paragraph 4 notes that they are unevenly shared and argued over: the second option. Paragraph 3 rejects the idea that written rules should simply settle things, so the first option is the opposite. The cricket case is one example, and the passage proposes no reform. Paragraph 4 says the charge 'can be used' to protect one side, not that it is used 'only' for that.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Role of an example',
          type: 'single',
          statement: 'The football example in paragraph 1 is used to illustrate:',
          options: [
            'behaviour guided by convention rather than by any written rule',
            'a rule that referees are required to enforce',
            'a dispute that arises when rules and conventions collide',
            'the way injured players are treated under the laws of football',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The paragraph says the players 'are obeying the second rulebook; nothing in the first requires either action', so it illustrates convention at work. It is explicitly not a written rule, so referees do not enforce it. Collisions between rulebooks are the subject of paragraph 2, where the example is from cricket. The example is about sporting conduct, not medical procedure under the laws.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q3',
          title: "Meaning of 'sharp practice'",
          type: 'single',
          statement: "As used in paragraph 4, 'sharp practice' most nearly means:",
          options: [
            'highly skilled play',
            'intensive training sessions',
            'conduct that is technically allowed but regarded as unfair',
            'aggressive physical tackling',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "It is contrasted with 'simple competence': the same act one team sees as legitimate skill another sees as unfair though permitted, which is what 'sharp practice' means. 'Highly skilled play' is the competence side of the contrast, not its opposite. 'Practice' here does not mean training, and nothing in the paragraph concerns physical aggression.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Implication of the conclusion',
          type: 'single',
          statement: 'The final sentence of the passage implies that:',
          options: [
            'every convention should eventually be written into the rules',
            'continued debate about conventions is a sign of health rather than a problem',
            'no sport can ever be considered healthy',
            "arguments about conventions damage a sport's reputation",
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author calls the sports that 'keep arguing about their conventions' the healthiest, so ongoing debate is healthy. Writing conventions down would 'settle' them, which the sentence contrasts unfavourably with continued argument. The sentence identifies some sports as healthiest, so it does not say none is healthy. The fourth option reverses the author's view.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'Placements'],
        },
      ],
    },
  ],
};
