import type { AuthoredTopic } from '../../authored.js';

export const factVsOpinion: AuthoredTopic = {
  topic: 'fact-vs-opinion',
  sets: [
    {
      key: 'p1-millets',
      set: {
        kind: 'passage',
        title: 'The return of millets',
        body: [
          '**(1)** The United Nations declared 2023 the International Year of Millets, following a proposal from India. Millets such as jowar (sorghum), bajra (pearl millet) and ragi (finger millet) were staples across much of the subcontinent for centuries before rice and wheat came to dominate many diets in the second half of the twentieth century.',
          "**(2)** Many millets can grow on poor soils with relatively little water, and they tolerate heat and dry spells better than rice. Jowar and bajra, for example, have long been grown in the drier parts of the Deccan and Rajasthan. Ragi is notably rich in calcium. These are reasons enough, in my view, to put millets back at the centre of India's food policy.",
          '**(3)** For decades, government procurement and the public distribution system favoured rice and wheat, which gave farmers a dependable market for those crops. It is hardly surprising that farmers responded by planting them. Any serious revival of millets must therefore begin with guaranteed purchase at fair prices.',
          '**(4)** Urban consumers have lately discovered millet cookies and breakfast cereals, and supermarket shelves now carry a growing range of such products, some of which contain only a small share of millet flour. This fashion is welcome but shallow: a packet of sweetened millet biscuits does little for nutrition or for farmers. The real test of the revival is whether millets return to everyday meals in the homes that abandoned them. Schools that serve millet-based meals, as some states have begun to do, may do more for the revival than any advertisement.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Identify a fact',
          type: 'single',
          statement: 'Which of the following statements from the passage is a fact rather than an opinion?',
          options: [
            'This fashion is welcome but shallow.',
            "These are reasons enough to put millets back at the centre of India's food policy.",
            'The United Nations declared 2023 the International Year of Millets.',
            'The real test of the revival is whether millets return to everyday meals.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The UN declaration is a matter of record that can be checked. 'Welcome but shallow' is a judgement; 'reasons enough, in my view' is explicitly the author's opinion; and what counts as 'the real test' is the author's standard, not a verifiable fact.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Identify an opinion',
          type: 'single',
          statement: 'Which of the following statements from the passage expresses an opinion?',
          options: [
            'Ragi is notably rich in calcium.',
            'Any serious revival of millets must begin with guaranteed purchase at fair prices.',
            'Government procurement favoured rice and wheat for decades.',
            'Many millets tolerate heat and dry spells better than rice.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Saying what a revival 'must' begin with is the author's recommendation, a judgement others could dispute. The calcium content of ragi, the history of procurement and millets' tolerance of heat and drought are all claims that can be checked against evidence.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: "Classifying 'hardly surprising'",
          type: 'single',
          statement:
            "The sentence 'It is hardly surprising that farmers responded by planting them' is best described as:",
          options: [
            'a statistic taken from a government report',
            'a definition of a technical term',
            'a prediction about future planting',
            'an interpretation the author draws from the fact stated just before it',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author links the factual point about procurement to farmers' choices and judges the result unsurprising: an interpretation resting on a fact. No figures are given, so it is not a statistic. Nothing is defined, and the sentence describes a past response, not a prediction.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'The factual part of paragraph 4',
          type: 'single',
          statement: 'Which part of paragraph 4 is a factual claim that could be checked?',
          options: [
            'Supermarket shelves now carry a growing range of millet products.',
            'The fashion for millet products is shallow.',
            'The urban interest in millet products is welcome.',
            'The return of millets to home meals is the real test of the revival.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Whether shelves carry a growing range of products can be verified by observation or sales data. Calling the fashion 'shallow' or 'welcome' expresses the author's approval or disapproval, and deciding what counts as 'the real test' sets the author's own standard; none of these can be settled by checking evidence.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-metro-line',
      set: {
        kind: 'passage',
        title: 'A new metro line opens (a news report)',
        body: [
          '**(1)** The Riverside Line of the metro in Sonapur, a fictional city, opened to passengers on 1 March. The 14-kilometre line has 11 stations and connects the main railway station with the industrial estate in the north of the city. According to the metro corporation, trains run every eight minutes at peak hours, and about 60,000 journeys were made on the line in its first week.',
          "**(2)** At the opening ceremony, the minister for urban development called the line 'the finest piece of public infrastructure this city has seen in a generation'. Commuters interviewed at the railway station were more mixed in their views. 'It has cut my journey to work from an hour to twenty-five minutes,' said a factory supervisor. A college student complained that the fare, 40 rupees for the full distance, 'is far too high for students'.",
          "**(3)** The line opened two years later than originally scheduled, and its final cost was about 30 percent above the first estimate, according to figures released by the corporation. Opposition councillors described the delays as 'a scandal'. The corporation attributed them to disputes over the acquisition of land for three stations. Construction had caused long diversions on the parallel highway, and several shopkeepers along the route said their business suffered during the works.",
          '**(4)** Whether the line will ease traffic on the parallel highway remains to be seen. The corporation expects daily ridership to reach 150,000 within two years; independent transport planners say that such forecasts are often optimistic. The corporation has also said it will add feeder buses to three stations by the end of the year.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Identify a fact',
          type: 'single',
          statement: 'Which of the following is a statement of fact rather than an opinion?',
          options: [
            "The line is 'the finest piece of public infrastructure this city has seen in a generation'.",
            "The delays were 'a scandal'.",
            "The fare is 'far too high for students'.",
            'The line has 11 stations.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The number of stations can be counted and checked. 'The finest', 'a scandal' and 'far too high' are evaluations by the minister, the councillors and the student; people could reasonably disagree with each.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: "The supervisor's statement",
          type: 'single',
          statement:
            "The factory supervisor's statement that the line 'has cut my journey to work from an hour to twenty-five minutes' is best described as:",
          options: [
            'an opinion about the quality of the metro',
            'a forecast of future travel times',
            'a factual claim about his own experience that could in principle be checked',
            "the reporter's own judgement of the line",
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Journey times are measurable, so his statement is a factual claim, even though it concerns only his journey. He makes no evaluation such as 'good' or 'bad', so it is not an opinion. It describes the present, not the future. It is attributed to him, not to the reporter.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'CAT'],
        },
        {
          key: 'q3',
          title: 'Classifying a forecast',
          type: 'single',
          statement:
            "The corporation's expectation that daily ridership will reach 150,000 within two years is:",
          options: [
            'a prediction that cannot yet be verified',
            'an established fact reported by the corporation',
            "the reporter's opinion",
            'a figure for the first week of operation',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "It concerns the future ('expects ... within two years'), so it cannot yet be checked; paragraph 4 notes that such forecasts are often optimistic. Coming from the corporation does not make it an established fact. The reporter attributes it to the corporation rather than offering it. The first-week figure is 60,000 journeys.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: "The reporter's approach",
          type: 'single',
          statement: "Which of the following best describes the reporter's approach in the passage?",
          options: [
            'The reporter argues that the line was a waste of public money.',
            'The reporter reports facts and attributes opinions to named sources without endorsing them.',
            "The reporter agrees with the minister's praise of the line.",
            "The reporter relies only on the corporation's point of view.",
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Every evaluation (the minister's praise, the student's complaint, the councillors' 'scandal') is placed in quotation marks and attributed, while the reporter's own sentences state checkable facts or note uncertainty. The reporter neither condemns nor praises the line, and quotes commuters, councillors and independent planners as well as the corporation.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-board-exams',
      set: {
        kind: 'passage',
        title: 'Two chances at the board exams (an editorial)',
        body: [
          '**(1)** Every spring, millions of Indian students sit the Class 10 and Class 12 board examinations. For many families, the results shape decisions about subjects, colleges and careers, and the weeks before the exams are among the most anxious of the year. Coaching for these examinations has grown into a large industry, and many students attend classes after school for months before them.',
          "**(2)** The National Education Policy 2020 proposed that board examinations should test core capacities rather than the results of months of coaching and memorisation, and that students should be allowed to take them on two occasions in a school year. This is the most sensible idea in education policy in years. A single morning should never decide a child's future.",
          '**(3)** Critics argue that two attempts will double the burden on schools and examination boards, and that students will simply treat the first attempt as a rehearsal. Others fear that two sittings will double the anxiety they were meant to relieve. These objections deserve an answer, but they are not decisive. Boards already conduct supplementary examinations for students who fail a subject, so the machinery for a second sitting exists in some form.',
          '**(4)** The deeper problem is the culture around the exams, not their number. As long as admission to prized courses depends on fine differences in marks, families will pay for coaching whatever the format. Reform of the exams, however welcome, will achieve little unless admissions change too. Some universities have moved towards common entrance tests, but the weight given to board marks still varies widely.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Identify a fact',
          type: 'single',
          statement: 'Which of the following statements from the editorial is a fact?',
          options: [
            'This is the most sensible idea in education policy in years.',
            "A single morning should never decide a child's future.",
            'Reform of the exams will achieve little unless admissions change too.',
            'The National Education Policy 2020 proposed allowing students to take board examinations on two occasions in a school year.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "What the policy document proposed can be checked by reading it. 'Most sensible' is an evaluation, 'should never' is a value judgement, and the claim that reform 'will achieve little' is the author's prediction and argument, not an established fact.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Identify an opinion',
          type: 'single',
          statement: 'Which of the following statements from the editorial is an opinion?',
          options: [
            'Boards already conduct supplementary examinations for students who fail a subject.',
            'These objections deserve an answer, but they are not decisive.',
            'Millions of Indian students sit the board examinations every spring.',
            'Critics argue that two attempts will double the burden on schools.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Whether objections are 'decisive' is a matter of judgement, so the second option is an opinion. Supplementary exams and the number of candidates are checkable facts. The fourth option accurately reports what critics argue; the report itself is a fact even though the critics' claim is an opinion.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'CAT'],
        },
        {
          key: 'q3',
          title: "Classifying 'Critics argue...'",
          type: 'single',
          statement:
            "The sentence 'Critics argue that two attempts will double the burden on schools and examination boards' is best classified as:",
          options: [
            "the author's own opinion",
            'a factual report of an opinion held by others',
            'a proven fact about examination costs',
            'a definition of an educational term',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The sentence reports, accurately or not, what critics say, which is a factual matter; the critics' claim itself remains an opinion. The author goes on to disagree, so it is not the author's view. No evidence of costs is offered, so it is not proven, and nothing is being defined.",
          difficulty: 'hard',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'How a fact is used',
          type: 'single',
          statement:
            'The author mentions that boards already conduct supplementary examinations in order to:',
          options: [
            "support the opinion that the critics' objection about burden is not decisive",
            'prove that students will treat the first attempt as a rehearsal',
            'show that board examinations are too easy',
            'argue that supplementary examinations should be abolished',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Right after saying the objections are 'not decisive', the author offers the existing supplementary exams as evidence that a second sitting is manageable: a fact used to back an opinion. It does not address the rehearsal worry, says nothing about difficulty, and certainly does not call for abolishing supplementary exams.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
      ],
    },
  ],
};
