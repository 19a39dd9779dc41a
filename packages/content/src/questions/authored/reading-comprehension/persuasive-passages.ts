import type { AuthoredTopic } from '../../authored.js';

export const persuasivePassages: AuthoredTopic = {
  topic: 'persuasive-passages',
  sets: [
    {
      key: 'p1-neighbourhood-libraries',
      set: {
        kind: 'passage',
        title: 'Keep the reading rooms open',
        body: `**(1)** Every city budget has a line that is cut first when money is short, and in many Indian cities that line is the public library. It is an easy cut to make: libraries are quiet, their users rarely organise, and the benefit of a book borrowed today does not show up in any year's accounts. I want to argue that this is exactly backwards, and that a neighbourhood library is among the cheapest and most effective investments a city can make.

**(2)** Consider who uses a library. Not the family with a study room and a shelf of guidebooks, but the student preparing for a competitive exam in a one-room home shared with five others, the retired clerk who cannot afford a daily newspaper, the child whose parents never learnt to read. For them a library is not a luxury but the only quiet, lit, free space in the neighbourhood. Walk into any well-run reading room in the weeks before a major examination and you will find every chair taken by nine in the morning.

**(3)** Consider, too, what a library costs. A modest reading room needs a rented hall, a few hundred books, newspapers, reliable electricity and one trained librarian. Set beside the price of a single flyover, this is small change. Yet the return, measured in skills learnt, jobs won and children who grow up thinking of reading as ordinary, is paid out for decades.

**(4)** Some will say that the internet has made libraries obsolete. Anyone who says so has not tried to prepare for an exam on a cracked phone screen with a data plan that runs out on the twentieth of every month. A phone gives access to information; it does not give a desk, silence, or the company of others working towards the same goal.

**(5)** I am not asking for grand buildings. I am asking the council to keep open the reading rooms it already has, to extend their hours into the evening when working students are free, and to open one more in each ward that has none. Few decisions the council takes this year will cost so little and matter so much to so many.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the passage',
          type: 'single',
          statement: 'The primary purpose of the passage is to',
          options: [
            'trace the history of public libraries in Indian cities',
            'persuade a city council to protect and expand neighbourhood reading rooms',
            'argue that the internet has harmed the reading habits of students',
            'criticise the council for spending money on flyovers',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The writer argues that libraries are a cheap, high-return investment and ends with specific requests to the council, so the purpose is to persuade it. No history is traced; the internet is discussed only to answer an objection; and the flyover is a point of comparison for cost, not the target of the piece.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Which of the following does the author ask the council to do?',
          options: [
            'Build a large central library with modern facilities.',
            'Provide free mobile data to students preparing for exams.',
            'Move money from road projects to education.',
            'Extend the hours of existing reading rooms into the evening.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 5 asks the council to keep reading rooms open, 'extend their hours into the evening' and open one more per ward. The writer says 'I am not asking for grand buildings', never proposes free data, and does not ask for money to be moved out of roads.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'SSC CGL', 'RRB NTPC', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Handling an objection',
          type: 'single',
          statement: 'How does the author answer the claim that the internet has made libraries obsolete?',
          options: [
            'By pointing out that a phone gives information but not a desk, silence or a community of learners.',
            'By citing surveys showing that students prefer printed books.',
            'By conceding the claim for most users but not for the very poor.',
            'By arguing that the internet spreads more false information than books do.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 4 answers that 'A phone gives access to information; it does not give a desk, silence, or the company of others'. No survey is cited, the writer does not concede the claim for anyone, and the reliability of online information is never raised.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q4',
          title: 'Assumption',
          type: 'single',
          statement: "The author's argument depends on which of the following assumptions?",
          options: [
            'Flyovers bring no benefit to the people of a city.',
            'Students prefer studying alone to studying in company.',
            'City councils never cut any budget except that of libraries.',
            'Many people who would gain from a library lack a quiet place to study or read at home.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The case in paragraph 2 rests on libraries being 'the only quiet, lit, free space' for many users; if most people had such space at home, the argument would lose much of its force. The writer compares costs with a flyover without calling flyovers useless, values 'the company of others', and says libraries are cut 'first', not that nothing else is ever cut.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Tone of the author',
          type: 'single',
          statement: "The author's tone is best described as",
          options: ['neutral and detached', 'resigned', 'earnest and persuasive', 'bitterly sarcastic'],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The writer makes a committed case, appeals to the reader ('Consider who uses a library') and ends with a direct plea, which is earnest persuasion. A writer who takes a side so plainly is not neutral; the concrete proposals show hope rather than resignation; and the single wry remark about the data plan does not make the piece bitterly sarcastic.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-footpaths-first',
      set: {
        kind: 'passage',
        title: 'Give us back our footpaths',
        body: `Ask anyone in an Indian city how they got to work today and the answer will be a bus, a train, a metro, a two-wheeler or a car. Ask how they reached the bus stop, and you will discover the forgotten part of nearly every journey: walking. Almost every trip, however it is made, begins and ends on foot. And yet the footpath is the part of our streets we treat worst.

Footpaths in our cities are too often broken, narrow, blocked by transformers and parked vehicles, or simply absent. Where they exist they are sometimes built so high, to keep two-wheelers off them, that an elderly person must climb them like a staircase. The result is that pedestrians give up and walk on the carriageway, among the traffic, where they are most at risk.

The remedy is neither expensive nor technically difficult. A continuous, level footpath about two metres wide, with ramps at crossings, some shade and lighting at night, costs a small fraction of what we spend widening roads for cars. Where streets have been made pleasant to walk along, shopkeepers have often found that business improves, because people on foot stop, browse and come back.

There is a question of fairness too. Those who walk the most are those with the fewest alternatives: children, the elderly, the poor, and the many women who make several short trips a day for their families. A city that builds for cars and forgets feet is quietly deciding whose time and safety count.

So the next time your ward office announces a 'road improvement' project, ask one question: improved for whom? Insist that every road project begin with the footpath. It is where every one of us, driver or not, starts the day.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main claim',
          type: 'single',
          statement: 'Which of the following best states the main claim of the passage?',
          options: [
            'Cars should be banned from the centres of Indian cities.',
            'Cities should give priority to good footpaths, since nearly everyone walks and the poorest walk most.',
            'Footpaths should be raised higher so that two-wheelers cannot use them.',
            'Road widening is the best way to make journeys to work faster.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author argues that walking is part of 'almost every trip' and that those who walk most have 'the fewest alternatives', and asks that 'every road project begin with the footpath'. No ban on cars is proposed, high footpaths are criticised rather than recommended, and road widening is mentioned only as a costlier comparison.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, why are some footpaths built very high?',
          options: [
            'To keep rainwater off them during the monsoon.',
            'To make room for electrical transformers beneath them.',
            'To keep two-wheelers from riding on them.',
            'To separate shoppers from people walking to work.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage says they are 'built so high, to keep two-wheelers off them'. Rainwater is not mentioned, transformers are named as obstructions on footpaths rather than something under them, and no separation of shoppers from commuters is discussed.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "As used in the passage, 'carriageway' refers to",
          options: [
            'the part of the road used by vehicles',
            'a raised platform at a bus stop',
            'a covered walkway beside shops',
            'the space where vehicles are parked',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Pedestrians who leave the footpath 'walk on the carriageway, among the traffic', so it is the part of the road where vehicles move. A bus-stop platform or a covered walkway would be pedestrian spaces, not places 'among the traffic', and parked vehicles are mentioned as blocking the footpath, not as the carriageway.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q4',
          title: 'Purpose of a question',
          type: 'single',
          statement: "The question 'improved for whom?' in the last paragraph is meant to",
          options: [
            'express doubt that ward offices carry out any road work at all',
            'prompt readers to ask whether a project actually serves people on foot',
            'suggest that drivers should pay for footpath repairs',
            'show that the author opposes every road project',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Having argued that cities 'build for cars and forget feet', the author wants readers to test each 'improvement' by asking whether pedestrians benefit. The author assumes such projects happen, does not raise who should pay, and wants projects to 'begin with the footpath', not to be stopped.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q5',
          title: 'Weaken the argument',
          type: 'single',
          statement:
            'Which of the following, if true, would most weaken the claim that good footpaths are inexpensive to build?',
          options: [
            'Many people prefer to drive short distances in very hot weather.',
            'In most cities, level footpaths can be built only by moving underground cables and pipes, at a cost close to that of widening the road.',
            'Children in many cities walk to school along busy roads.',
            'Shops on streets with good footpaths stay open later in the evening.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The claim is that a good footpath 'costs a small fraction' of road widening; if building one usually costs nearly as much, that claim fails. Drivers' preferences and children walking to school concern the need for footpaths, not their cost, and longer shop hours if anything support the author's case about business.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-every-child-should-float',
      set: {
        kind: 'passage',
        title: 'Every child should be able to float',
        body: `We teach children to cross the road before we let them walk to school alone. We do not, in most of our schools, teach them what to do if they fall into water, though a country of long rivers, village ponds, open wells, monsoon floods and a long coastline offers plenty of water to fall into. Global health bodies count drowning among the leading causes of death of children, and many of those deaths happen not at beaches or pools but close to home, in the ordinary water of daily life.

Swimming is usually filed under sport, next to cricket coaching and dance classes: pleasant, optional, for families that can pay. It belongs instead in the file marked survival. A child need not learn elegant strokes. What matters is the ability to stay afloat, turn onto one's back, move a short distance to safety, and know never to jump in after a friend in trouble but to throw something that floats and shout for help. These basics can be taught in a few weeks.

The usual objection is cost: most schools have no pool. But a pool in every school is not needed. A district can share a single pool among many schools on a timetable, and in some places safe, supervised stretches of shallow water can serve. The expense is modest when set against the grief it prevents, and nothing we teach in a classroom will ever be more directly useful to the child who slips on the bank of a canal.

We already accept that some knowledge is too important to leave to chance: we teach road safety and hold fire drills. Water safety belongs on that list. Every child who leaves primary school should be able to float.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The author mainly argues that',
          options: [
            'every school should build its own swimming pool',
            'competitive swimming deserves as much support as cricket',
            'basic water-survival skills should be taught to every child as a matter of safety',
            'parents, not schools, should be responsible for teaching swimming',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author moves swimming from 'sport' to 'survival' and concludes that every child 'should be able to float'. The passage says a pool in every school 'is not needed', treats elegant strokes as unnecessary rather than promoting competition, and places the duty on schools and districts, not parents.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, which of the following is among the skills that matter most?',
          options: [
            'Mastering at least one competitive stroke',
            'Diving safely from a height',
            'Swimming long distances without rest',
            'Turning onto one’s back and moving a short distance to safety',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 2 lists staying afloat, turning onto one's back and moving 'a short distance to safety'. It says a child 'need not learn elegant strokes', and neither diving nor long-distance swimming is mentioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Application',
          type: 'single',
          statement:
            'If a child who had been taught as the author wishes saw a friend struggling in a pond, the child would most likely',
          options: [
            'throw the friend something that floats and shout for help',
            'jump in at once and pull the friend out',
            'swim to the friend using the strokes learnt in class',
            'run home to fetch a parent without raising any alarm',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The author wants children to know 'never to jump in after a friend in trouble but to throw something that floats and shout for help'. Jumping in or swimming out is exactly what the lesson forbids, and running home silently ignores the instruction to 'shout for help'.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q4',
          title: 'Function of an example',
          type: 'single',
          statement: 'The author mentions road safety lessons and fire drills in order to',
          options: [
            'argue that those lessons take up too much school time',
            'show that schools already teach survival knowledge, so water safety would fit an accepted practice',
            'compare the number of deaths caused by roads, fires and water',
            'suggest that fire drills should be replaced by swimming lessons',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The last paragraph says 'we already accept that some knowledge is too important to leave to chance' and adds that water safety 'belongs on that list', a precedent. The author does not criticise those lessons, gives no comparative figures, and wants water safety added, not swapped for fire drills.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q5',
          title: 'Assumption',
          type: 'single',
          statement: "The author's reply to the objection about cost assumes that",
          options: [
            'children learn to swim faster in pools than in open water',
            'drowning happens mostly at beaches and public pools',
            'schools in a district can be given safe, supervised access to a shared pool or to suitable water at modest cost',
            'most parents are already willing to pay for private swimming lessons',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The reply works only if a timetable for a shared pool or supervised shallow water can really be arranged safely and cheaply. Speed of learning in pools is not at issue, the passage says many drownings happen 'close to home', not mainly at beaches or pools, and the case for schools teaching swimming is that not all families 'can pay'.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
      ],
    },
  ],
};
