import type { AuthoredTopic } from '../../authored.js';

export const mainIdeathemeQuestions: AuthoredTopic = {
  topic: 'main-ideatheme-questions',
  sets: [
    {
      key: 'p1-urban-trees',
      set: {
        kind: 'passage',
        title: 'Shade in the city',
        body: [
          "**(1)** On a hot afternoon, the difference between a tree-lined street and a treeless car park a few hundred metres away can be felt through the soles of one's shoes. Cities are generally warmer than the countryside around them, a phenomenon known as the urban heat island, because asphalt, concrete and roofs absorb sunlight during the day and release the heat slowly at night, while engines and air conditioners add waste heat of their own.",
          '**(2)** Trees counter this in two ways. Their canopies shade the surfaces beneath them, so that less sunlight is absorbed in the first place. And through transpiration they draw water from the soil and release it as vapour from their leaves, a process that uses energy and cools the surrounding air, much as evaporating sweat cools the skin.',
          '**(3)** Yet trees are often treated as decoration, the first item cut from a budget and the first thing removed when a road is widened. Part of the reason is that their benefits are spread thinly: a tree cools a whole street, and no single resident pays for it or feels responsible for it. Another part is timing. A newly planted sapling offers little shade for years, while the costs of watering and protecting it arrive immediately.',
          '**(4)** If cities are to cope with hotter summers, they will need to treat the tree canopy as infrastructure, planned, funded and maintained like drains and streetlights. That means protecting mature trees, which provide far more shade than young ones, choosing species suited to local water conditions, and measuring canopy cover the way cities already measure road length or pipe networks.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best expresses the main idea of the passage?',
          options: [
            'Urban heat islands are caused mainly by air conditioners and vehicle engines.',
            'Transpiration is the most important way in which trees cool cities.',
            'Cities should plant as many saplings as possible to prepare for hotter summers.',
            'Because trees cool cities but are undervalued, they should be managed as essential infrastructure.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'The passage explains how trees cool (paragraph 2), why they are undervalued (paragraph 3) and concludes that the canopy should be treated as infrastructure (paragraph 4): the fourth option. Paragraph 1 names absorbing surfaces first and waste heat as an addition, so the first option distorts it. Transpiration is one of two mechanisms, not ranked above shade. Paragraph 4 stresses protecting mature trees, so mass planting of saplings misreads the conclusion.',
          difficulty: 'easy',
          expectedSeconds: 75,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Best title',
          type: 'single',
          statement: 'Which of the following is the most suitable title for the passage?',
          options: [
            'Shade as Infrastructure: Why Cities Must Value Their Trees',
            'How Transpiration Works',
            'The Science of the Urban Heat Island',
            'Budget Cuts in City Governments',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'A good title covers the whole passage: the cooling value of trees and the argument to treat them as infrastructure, which the first title does. Transpiration is a single sentence of paragraph 2, and the heat island is only the setting introduced in paragraph 1, so those titles are too narrow. Budgets are mentioned once as an example of how trees are neglected.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Main point of paragraph 3',
          type: 'single',
          statement: 'Which statement best captures the main point of paragraph 3?',
          options: [
            'Residents are unwilling to pay for the trees on their streets.',
            'Trees are undervalued because their benefits are diffuse and delayed while their costs are immediate.',
            'Road widening is the main cause of tree loss in cities.',
            'Saplings are too expensive to water and protect.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 3 gives two reasons trees are treated as decoration: benefits spread thinly across a street and benefits arriving years after the costs. The second option combines both. The first option and the fourth each pick out a detail, and the paragraph does not call saplings 'too expensive'. Road widening is an example of neglect, not identified as the main cause of loss.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Role of paragraph 2',
          type: 'single',
          statement: 'Paragraph 2 contributes to the main argument of the passage chiefly by:',
          options: [
            'introducing the problem of the urban heat island',
            'conceding a limitation of trees as a means of cooling',
            'explaining how trees cool cities, which supports the later claim that they deserve to be treated as infrastructure',
            'proposing specific policies for city governments',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'Paragraph 2 describes shading and transpiration, the mechanisms that make trees valuable, which grounds the recommendation in paragraph 4. The heat island is introduced in paragraph 1. Paragraph 2 concedes no limitation; the delay in benefits appears in paragraph 3. Policies are proposed in paragraph 4.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-libraries',
      set: {
        kind: 'passage',
        title: 'The library as a public room',
        body: [
          '**(1)** Predictions of the death of the public library have been made with confidence for at least three decades. If information is available on every phone, the argument runs, why maintain buildings full of printed books? The prediction has proved wrong in an instructive way: libraries have changed, but the change has revealed that books were never the whole of what they offered.',
          '**(2)** Walk into a busy city library on a weekday and the shelves are only part of the scene. Students who lack a quiet room at home are preparing for examinations; job-seekers are filling in online applications on public computers; an elderly man is being shown how to make a video call to his grandchildren; toddlers are at a story session while their parents talk to one another. Few of these visitors are borrowing a book.',
          '**(3)** What these uses share is that they depend on a place that is free, indoors, safe and open to anyone without requiring a purchase. Such places have become scarce in many cities, where most comfortable indoor spaces are shops or cafes that expect customers to spend. The library is one of the last rooms in public life where a person may stay for hours simply because she is a member of the public.',
          '**(4)** This does not make books irrelevant, and many readers still depend on libraries for them. But it suggests that the right measure of a library is not how many volumes it lends but how many people it serves, and in what ways. Judged by loans alone, a library can look like a relic; judged by the whole of its use, it can look like one of the most democratic institutions a city has.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Primary purpose',
          type: 'single',
          statement: 'The primary purpose of the passage is to:',
          options: [
            'show that printed books have become obsolete',
            'list the services that a modern city library offers',
            'criticise shops and cafes for excluding people who do not spend',
            'argue that libraries remain valuable chiefly as free public spaces and should be judged by their wider use',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage rejects predictions of the library's death, shows its varied uses and concludes that it should be measured by 'how many people it serves': the fourth option. Paragraph 4 says books are not irrelevant, so the first option is wrong. The list of uses in paragraph 2 supports the argument but is not its purpose. Shops and cafes are mentioned only to show why free spaces are scarce.",
          difficulty: 'easy',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q2',
          title: 'Main point of paragraph 3',
          type: 'single',
          statement: 'Which of the following best states the main point of paragraph 3?',
          options: [
            'Libraries are rare indoor spaces that anyone may use without having to buy anything.',
            'Cafes are more comfortable than libraries.',
            'Most people in cities cannot afford to visit shops.',
            'Libraries should charge a small fee to remain open.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'Paragraph 3 says the varied uses all depend on a place that is free and open to all, and that such places have become scarce, which the first option states. Comfort is not compared. Affordability of shops is not claimed; the point is that shops expect spending. A fee would contradict the emphasis on a space that requires no purchase.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Summary the author would accept',
          type: 'single',
          statement: 'Which one-sentence summary would the author most likely accept?',
          options: [
            'Libraries survive only because governments are slow to close them.',
            'Libraries should stop buying books and become community centres.',
            "A library's worth lies less in its collection than in the shared public space it provides.",
            'Libraries have failed to adapt to the age of the smartphone.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author argues that a library should be judged 'by the whole of its use', which centres on its role as a free public room, while conceding that books still matter: the third option. The passage says libraries have changed, not that they survive by inertia or failed to adapt. It never suggests giving up books; paragraph 4 says many readers still depend on them.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Best title',
          type: 'single',
          statement: 'Which title best fits the passage?',
          options: [
            'The Decline of Reading in the Digital Age',
            'More Than Books: The Library as a Public Room',
            "How to Run a Children's Story Session",
            'Why Libraries Should Stop Lending Books',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The passage argues that libraries offer more than books, above all a free public space, which is the second title. It does not claim reading is declining. Story sessions are a single detail of paragraph 2. The fourth title contradicts paragraph 4, which says many readers still depend on libraries for books.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p3-task-switching',
      set: {
        kind: 'passage',
        title: 'The cost of switching',
        body: [
          '**(1)** Many people describe themselves as good at multitasking, and in a limited sense they may be right. Walking while talking, or listening to music while washing dishes, poses little difficulty, because at least one of the activities is so practised that it demands almost no attention. The trouble begins when two tasks both require deliberate thought, such as writing a report while answering messages.',
          '**(2)** In such cases, laboratory studies suggest that people are not really doing two things at once. They are switching rapidly between them, and each switch carries a cost. The mind must set aside the rules and goals of one task and retrieve those of the other, and for a short time after each switch, performance is slower and more prone to error. The costs are individually small, but across a working day of constant interruptions they add up.',
          '**(3)** Part of what makes the habit persistent is that its costs are hard to notice from the inside. A person switching between tasks feels busy and responsive, and the feeling of activity is easily mistaken for productivity. The errors and delays, by contrast, appear later, scattered and unattributed. Someone who answers forty messages in a morning can point to forty replies; the report that ends up half as good as it might have been leaves no such record.',
          '**(4)** The practical remedy is less heroic than the problem might suggest. Grouping similar tasks, setting aside periods in which messages are not checked, and finishing one demanding piece of work before starting another can recover much of what switching loses. The point is not to abandon responsiveness but to choose when to be responsive.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best expresses the main idea of the passage?',
          options: [
            'People can never do two things at the same time.',
            'Messages should not be answered during working hours.',
            'Laboratory studies of multitasking are unreliable.',
            'Multitasking on demanding work is really costly switching, and its hidden costs can be reduced by organising work deliberately.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraphs 2-3 describe the hidden cost of switching between demanding tasks, and paragraph 4 offers ways to reduce it: the fourth option. Paragraph 1 says easy combinations like walking and talking pose little difficulty, so the first option overgeneralises. The passage recommends periods without checking messages and explicitly does not 'abandon responsiveness', so the second option is too extreme. The passage relies on laboratory studies rather than doubting them.",
          difficulty: 'easy',
          expectedSeconds: 75,
          exams: ['Bank PO', 'Placements', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Main point of paragraph 3',
          type: 'single',
          statement: 'The main point of paragraph 3 is that:',
          options: [
            'switching between tasks makes people more responsive to colleagues',
            'the costs of switching are hard to perceive because switching feels productive',
            'errors at work are always caused by interruptions',
            'busy people are more productive than others',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 3 says the costs are 'hard to notice from the inside' because the feeling of activity is mistaken for productivity, which is the second option. Feeling responsive is mentioned as the deceptive sensation, not endorsed as a benefit. The paragraph does not claim all errors come from interruptions, and the fourth option reverses its point.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Role of paragraph 1',
          type: 'single',
          statement: 'What role does paragraph 1 play in the structure of the passage?',
          options: [
            'It separates easy forms of multitasking from the demanding kind that the rest of the passage discusses.',
            'It presents the laboratory evidence on which the argument rests.',
            "It states the author's practical recommendations.",
            'It argues that most people are good at multitasking.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 1 grants that practised activities combine easily and then identifies the real problem, tasks that 'both require deliberate thought', which the rest of the passage examines. The laboratory evidence comes in paragraph 2 and the recommendations in paragraph 4. The paragraph says people are right only 'in a limited sense', so it does not argue that most are good at multitasking.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Central recommendation',
          type: 'single',
          statement: "Which of the following best expresses the author's central recommendation?",
          options: [
            'Train the mind to switch between tasks more quickly.',
            'Stop using email and messaging at work.',
            'Decide deliberately when to be responsive instead of being constantly available.',
            'Work on only one task each day.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 ends: 'The point is not to abandon responsiveness but to choose when to be responsive', which is the third option. The passage never suggests training faster switching. Giving up messaging would 'abandon responsiveness', which the author rejects. The advice is to finish one demanding piece of work before starting another, not to do one task a day.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'Placements', 'SSC CGL'],
        },
      ],
    },
  ],
};
