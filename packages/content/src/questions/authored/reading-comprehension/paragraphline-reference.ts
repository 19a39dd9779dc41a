import type { AuthoredTopic } from '../../authored.js';

export const paragraphlineReference: AuthoredTopic = {
  topic: 'paragraphline-reference',
  sets: [
    {
      key: 'p1-himalayan-glaciers',
      set: {
        kind: 'passage',
        title: 'The water towers of Asia',
        body: [
          '**(1)** The glaciers of the Himalaya and neighbouring ranges are sometimes called the water towers of Asia. They store water as ice and release it as meltwater in the warm months, feeding rivers such as the Indus, the Ganga and the Brahmaputra. The contribution of meltwater varies greatly between basins: it is especially large in the drier Indus basin and much smaller in the Ganga basin, where the monsoon supplies most of the flow.',
          "**(2)** Most of these glaciers are losing ice. This might seem at first to promise more water rather than less, and for a time it does: a shrinking glacier releases more meltwater than one in balance. But the increase cannot last. As the glacier's area shrinks, the total melt eventually declines, a turning point that researchers call 'peak water'. After it, the river receives less meltwater each year, often in exactly the dry months when it is most needed.",
          '**(3)** Retreating glaciers also leave behind lakes, dammed by loose heaps of rock and debris that the ice once pushed ahead of it. Such natural dams can fail suddenly, releasing a flood downstream. These glacial lake outburst floods are rare, but they can be devastating to villages, roads and hydropower projects in narrow valleys.',
          "**(4)** For planners, the lesson is that today's river flows are a poor guide to tomorrow's. A dam or irrigation scheme designed on the basis of flows measured during a period of rising melt may be built for water that will not be there in a few decades. Monitoring glaciers, mapping hazardous lakes and planning for a range of future flows are therefore not luxuries but basic prudence.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Reference of 'This' in paragraph 2",
          type: 'single',
          statement:
            "In paragraph 2, the word 'This' in the sentence beginning 'This might seem at first to promise more water' refers to:",
          options: [
            'the monsoon supplying most of the flow of the Ganga',
            'the fact that most of the glaciers are losing ice',
            'the turning point called peak water',
            'the storage of water as ice',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "'This' points back to the sentence immediately before it, 'Most of these glaciers are losing ice', and the paragraph explains why losing ice first brings more meltwater. The monsoon and ice storage belong to paragraph 1. Peak water is introduced later in paragraph 2 and is what ends the increase, not what promises it.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Last sentence of paragraph 1',
          type: 'single',
          statement: 'What is the function of the last sentence of paragraph 1?',
          options: [
            'It qualifies the general picture by noting that dependence on meltwater differs between river basins.',
            'It argues that the Ganga is more important than the Indus.',
            'It explains why glaciers are losing ice.',
            'It introduces the danger of glacial lake outburst floods.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "After the general 'water towers' image, the sentence adds that meltwater matters much more in the Indus basin than in the monsoon-fed Ganga basin, a qualification. It ranks dependence on meltwater, not the rivers' importance. The causes of ice loss are never discussed, and outburst floods appear in paragraph 3.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Paragraph 3 and paragraph 2',
          type: 'single',
          statement: 'How does paragraph 3 relate to paragraph 2?',
          options: [
            'It gives evidence that peak water has already been reached.',
            'It contradicts the claim that glaciers are losing ice.',
            'It introduces a second, different hazard that follows from glacial retreat.',
            'It repeats the argument of paragraph 2 with a new example.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 deals with changing water supply; paragraph 3 opens with 'also' and turns to a separate danger, lakes whose debris dams can burst. It gives no evidence about peak water. It presupposes retreat rather than contradicting it, and its subject (floods) is new rather than a repetition.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GMAT'],
        },
        {
          key: 'q4',
          title: "Meaning of 'not luxuries but basic prudence'",
          type: 'single',
          statement:
            "In the last sentence of paragraph 4, the phrase 'not luxuries but basic prudence' suggests that monitoring and planning are:",
          options: [
            'expensive projects that only rich countries can afford',
            'useful only once peak water has passed',
            'less important than building new dams',
            'essential precautions rather than optional extras',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "A luxury is something optional; prudence is sensible caution. Saying these tasks are prudence, not luxuries, means they are essential precautions. Cost is not the point of 'luxury' here. The paragraph argues for planning before flows fall, not after, and treats monitoring as a condition for designing dams well, not as less important than building them.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q5',
          title: 'Locating an idea',
          type: 'single',
          statement:
            'In which paragraph does the author draw a practical lesson for the design of dams and irrigation schemes from the idea of peak water?',
          options: ['Paragraph 1', 'Paragraph 2', 'Paragraph 3', 'Paragraph 4'],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 warns that schemes designed on flows measured 'during a period of rising melt' may be built for water that will not be there. Paragraph 1 introduces glaciers and rivers, paragraph 2 explains peak water itself without drawing lessons for planners, and paragraph 3 mentions hydropower projects only as victims of outburst floods.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p2-dabbawalas',
      set: {
        kind: 'passage',
        title: 'The lunchbox relay',
        body: [
          '**(1)** Every working morning in Mumbai, thousands of home-cooked lunches travel from kitchens in the suburbs to offices in the business districts, and every afternoon the empty boxes travel back. The people who carry them are the dabbawalas, whose service is usually traced to the 1890s and who have become famous well beyond the city for their reliability.',
          '**(2)** The system works as a relay. A dabbawala collects boxes from homes in one neighbourhood and brings them to a local railway station. There, boxes from many collectors are sorted by destination and loaded onto suburban trains. At stations in the city, other dabbawalas take over, sorting again and delivering the boxes by bicycle, handcart or on foot to desks across the business district in time for lunch.',
          '**(3)** What makes the relay possible is a simple marking system painted on each box: a combination of colours, numbers and letters showing where the box came from, which station it must reach, and which building and floor it is bound for. Because the code is compact and visual, it can be read at a glance on a crowded platform, including by the many dabbawalas who have had little formal schooling.',
          '**(4)** Management scholars have studied the dabbawalas as an example of an organisation that achieves remarkable consistency with little technology. Their explanations point to the simplicity of the code, the fixed routes that let each worker know his stretch intimately, and a strong sense of shared responsibility within each group. The lesson they draw is not that technology is unnecessary but that reliability can come from design and discipline as much as from machinery.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Meaning of 'take over' in paragraph 2",
          type: 'single',
          statement: "In paragraph 2, 'other dabbawalas take over' means that other dabbawalas:",
          options: [
            'take charge of the boxes for the final stage of delivery in the city',
            'replace the collectors permanently',
            'take control of the railway stations',
            'cook the lunches that are delivered',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'In a relay, runners hand on to the next; at city stations a new set of dabbawalas takes charge of the boxes and delivers them to offices. The collectors are not replaced permanently; they simply hand over their part. No one takes control of stations, and the lunches are home-cooked, not cooked by dabbawalas.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Second sentence of paragraph 3',
          type: 'single',
          statement:
            "What is the function of the second sentence of paragraph 3 ('Because the code is compact and visual...')?",
          options: [
            'It describes what each part of the code stands for.',
            'It explains why the marking system suits the conditions in which it is used.',
            'It criticises the lack of schooling among dabbawalas.',
            'It introduces the views of management scholars.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The sentence gives reasons the code works in practice: it can be read quickly on crowded platforms and by readers with little schooling. What the code stands for is described in the first sentence. The mention of schooling is a fact about users, not a criticism. Management scholars appear in paragraph 4.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: "Reference of 'they' in paragraph 4",
          type: 'single',
          statement: "In the last sentence of paragraph 4, 'they' in 'The lesson they draw' refers to:",
          options: [
            'the dabbawalas',
            'the office workers',
            'the management scholars',
            'the groups of dabbawalas',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 is about what management scholars have concluded: 'Their explanations point to...' and then 'The lesson they draw'. The dabbawalas and their groups are the subject studied, not the ones drawing lessons, and office workers are not mentioned in the paragraph.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q4',
          title: 'Locating a description',
          type: 'single',
          statement: 'Which paragraph describes how the boxes move from homes to offices in stages?',
          options: ['Paragraph 1', 'Paragraph 3', 'Paragraph 4', 'Paragraph 2'],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 2 traces the stages: collection from homes, sorting at a local station, the train journey, re-sorting in the city and delivery. Paragraph 1 only says the lunches travel; paragraph 3 describes the marking code; paragraph 4 gives the scholars' explanation.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-sleep-and-memory',
      set: {
        kind: 'passage',
        title: 'Sleep on it',
        body: [
          '**(1)** Students preparing for examinations often treat sleep as the first thing to sacrifice. An extra hour of revision, the reasoning goes, must be worth more than an hour spent unconscious. Late-night sessions are sometimes even worn as a badge of seriousness, and tired students compare how few hours they slept. Research on memory suggests that this bargain is frequently a poor one.',
          '**(2)** Learning does not end when the book is closed. Much of the work of remembering happens afterwards, out of sight. A newly formed memory is fragile, and over the following hours and days it is gradually stabilised and linked with what a person already knows, a process researchers call consolidation. A good deal of evidence indicates that sleep plays an active part in it. In experiments, people who sleep after learning a list of word pairs or a new motor skill typically recall or perform it better than people who spend the same interval awake.',
          "**(3)** Studies in animals offer a glimpse of how this may happen. In rats that have run through a maze, patterns of activity in the hippocampus, a brain region important for memory, recur during later sleep in a compressed form, as though the day's route were being replayed. Disrupting this replay has been reported to impair later performance.",
          '**(4)** None of this means that sleep can replace study; there is nothing to consolidate if nothing was learned. But it does suggest that the student who cuts sleep to gain revision time may be undermining the very process that turns revision into lasting memory.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Reference of 'this bargain'",
          type: 'single',
          statement: "In paragraph 1, 'this bargain' refers to:",
          options: [
            'the research findings on memory',
            'paying for extra coaching before examinations',
            'giving up sleep in exchange for extra revision time',
            'the process of consolidation',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The preceding sentences describe students trading an hour of sleep for an hour of revision; that trade is 'this bargain'. The research is what judges the bargain, not the bargain itself. Coaching is not mentioned, and consolidation is introduced only in paragraph 2.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Last sentence of paragraph 2',
          type: 'single',
          statement: 'The final sentence of paragraph 2 serves mainly to:',
          options: [
            'define the term consolidation',
            'provide experimental evidence for the claim that sleep aids consolidation',
            'explain the brain mechanism by which sleep affects memory',
            'warn students against learning word pairs',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The sentence reports experiments in which people who slept after learning did better, backing the preceding claim that sleep 'plays an active part' in consolidation. The definition comes earlier in the paragraph. The mechanism (replay in the hippocampus) is the subject of paragraph 3. Word pairs are just the material used in experiments.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Paragraph 3 and paragraph 2',
          type: 'single',
          statement: 'Which of the following best describes how paragraph 3 relates to paragraph 2?',
          options: [
            'It suggests a possible mechanism for the effect described in paragraph 2.',
            'It contradicts the experimental findings of paragraph 2.',
            'It applies the findings of paragraph 2 to students.',
            'It summarises the argument of the whole passage.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 opens by offering 'a glimpse of how this may happen', then describes replay in the hippocampus: a possible mechanism for sleep's effect on memory. It supports rather than contradicts paragraph 2. The application to students comes in paragraph 4, and paragraph 3 is about rats, not a summary.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q4',
          title: 'First sentence of paragraph 4',
          type: 'single',
          statement:
            "The first sentence of paragraph 4 ('None of this means that sleep can replace study...') functions as:",
          options: [
            'a new piece of evidence about sleep',
            'a rejection of the research described earlier',
            'the main claim that the rest of the passage supports',
            'a qualification that prevents the argument from being overstated',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The sentence limits the argument: sleep helps consolidate what was learned but is no substitute for learning. It reports no new evidence and does not reject the research, which the next sentence relies on. The main claim is that cutting sleep can undermine revision, stated in the passage's final sentence, not this caveat.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'Bank PO'],
        },
      ],
    },
  ],
};
