import type { AuthoredTopic } from '../../authored.js';

export const shortPassages: AuthoredTopic = {
  topic: 'short-passages',
  sets: [
    {
      key: 'p1-zero',
      set: {
        kind: 'passage',
        title: 'Zero as a number',
        body: [
          'A symbol that marks an empty place is not the same as a number. The Babylonians, more than two thousand years ago, used a sign to show that a position in a written number was empty, much as we write the 0 in 305. What they did not do was treat that emptiness as a quantity that could be added, subtracted or multiplied.',
          'That step is usually credited to Indian mathematicians. In 628 CE, Brahmagupta set out rules for calculating with zero, among them that a number subtracted from itself gives zero and that any number multiplied by zero gives zero. Combined with the decimal place-value system, this made written arithmetic far simpler than it was with systems such as Roman numerals. The methods travelled west through the work of scholars writing in Arabic and reached Europe in the Middle Ages, where they gradually replaced older ways of reckoning.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'What is the main point of the passage?',
          options: [
            'The Babylonians invented the number zero.',
            'Roman numerals were replaced because they had no symbol for zero.',
            'Zero as a placeholder differs from zero as a number, and Indian mathematicians are credited with the latter.',
            'Arabic scholars invented the decimal place-value system.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'The passage opens by distinguishing a placeholder from a number and credits Indian mathematicians, notably Brahmagupta, with treating zero as a quantity. The Babylonians used only a placeholder. The passage does not say why Roman numerals were replaced, only that arithmetic was simpler with the new system. Arabic scholars transmitted the methods; they are not said to have invented them.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'The Babylonian sign',
          type: 'single',
          statement: 'According to the passage, the Babylonian sign:',
          options: [
            'marked an empty position but was not used as a quantity in calculation',
            'was used to multiply numbers',
            'was later borrowed by Brahmagupta',
            'was the same as the modern digit 0 in every respect',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'The passage says the sign showed an empty position but the Babylonians did not treat it as a quantity to add, subtract or multiply. That rules out the second option. Nothing links the sign to Brahmagupta, and the point of the passage is that it was not the same as zero the number.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'CUET'],
        },
        {
          key: 'q3',
          title: "Brahmagupta's rules",
          type: 'single',
          statement: 'Which of the following rules does the passage attribute to Brahmagupta?',
          options: [
            'Any number divided by zero gives zero.',
            'Zero added to a number doubles it.',
            'Zero can be written only at the end of a number.',
            'Any number multiplied by zero gives zero.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'The passage names two rules: a number subtracted from itself gives zero, and any number multiplied by zero gives zero. Division by zero is not mentioned, adding zero does not double a number, and nothing is said about where zero may be written.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference about Roman numerals',
          type: 'single',
          statement: 'The comparison with Roman numerals implies that:',
          options: [
            'Roman numerals were used only in Europe',
            'written calculation with Roman numerals was comparatively cumbersome',
            'Roman numerals included a sign for zero',
            'Brahmagupta studied Roman numerals',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "If the new system made written arithmetic 'far simpler' than Roman numerals, calculating with Roman numerals must have been harder. The passage says nothing about where Roman numerals were used, whether they had a zero, or any link between them and Brahmagupta.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
      ],
    },
    {
      key: 'p2-mangroves',
      set: {
        kind: 'passage',
        title: 'Forests between land and sea',
        body: [
          'Where rivers meet the sea in the tropics, mangrove forests grow in conditions that would kill most trees: soil that is waterlogged, poor in oxygen and flooded twice a day with salt water. Many mangrove species cope by sending up roots that poke out of the mud like pencils, through which they take in air.',
          'The largest mangrove forest in the world, the Sundarbans, spreads across the delta of the Ganga, Brahmaputra and Meghna rivers and is shared by India and Bangladesh. Forests like it are valuable far beyond their own borders. Their dense roots slow waves and storm surges, sheltering the villages behind them; their quiet channels serve as nurseries for young fish that are later caught offshore; and their muddy soils lock away large amounts of carbon. Clearing mangroves for farms or shrimp ponds can therefore cost a coast more than it gains.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'How mangroves breathe',
          type: 'single',
          statement: 'According to the passage, how do many mangroves cope with soil that is poor in oxygen?',
          options: [
            'They store oxygen in their leaves.',
            'They grow only where the tide does not reach.',
            'They send up roots that stick out of the mud and take in air.',
            'They drop their leaves during high tide.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage says many species send up roots that 'poke out of the mud like pencils, through which they take in air'. Oxygen storage and leaf drop are not mentioned, and mangroves grow in soil 'flooded twice a day', so they do not avoid the tide.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q2',
          title: "Meaning of 'beyond their own borders'",
          type: 'single',
          statement:
            "The statement that mangrove forests are 'valuable far beyond their own borders' means that:",
          options: [
            'they belong to more than one country',
            'their benefits reach people and places outside the forest itself',
            'they are expanding into neighbouring land',
            'their timber is exported to distant markets',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The sentences that follow list benefits outside the forest: sheltered villages, fish caught offshore and carbon storage that affects the climate. The Sundarbans being shared by two countries is a separate fact. Nothing is said about expansion or timber exports.',
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q3',
          title: 'Inference about fishermen',
          type: 'single',
          statement: 'It can be inferred that clearing a large area of mangroves might harm:',
          options: [
            'fishermen who work offshore, even if they never enter the forest',
            'only the people who live inside the forest',
            'shrimp farmers who replace the mangroves',
            'no one, since mangroves grow back quickly',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Mangrove channels are 'nurseries for young fish that are later caught offshore', so losing them could reduce offshore catches. The passage stresses benefits beyond the forest, ruling out 'only' those inside. Shrimp farmers gain the cleared land; the passage does not suggest they are harmed. Regrowth is never mentioned.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q4',
          title: "Meaning of 'lock away'",
          type: 'single',
          statement: "As used in the passage, 'lock away' most nearly means:",
          options: ['release', 'hide from thieves', 'store for a long time', 'keep out'],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Muddy soils that 'lock away large amounts of carbon' hold it and keep it out of the atmosphere, that is, store it. 'Release' is the opposite. 'Hide from thieves' is a literal sense that makes no sense for carbon, and 'keep out' would mean the soil contains no carbon.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-procrastination',
      set: {
        kind: 'passage',
        title: 'Putting things off',
        body: [
          'It is tempting to think of procrastination as a failure of planning: if only we had a better timetable, we would start on time. Yet most procrastinators know perfectly well what they should be doing and when. The difficulty lies elsewhere.',
          'Many psychologists now describe procrastination as a way of managing feelings rather than time. A task that feels boring, confusing or threatening produces discomfort, and putting it off brings immediate relief. The relief is real but short-lived; the task remains, usually with less time to do it and more anxiety attached. Each delay thus makes the next one more tempting.',
          'If this account is right, better timetables will help only a little. More useful may be ways of reducing the discomfort of starting: breaking a task into a first step so small that it hardly seems worth avoiding, or agreeing with oneself to work on it for just ten minutes. Starting, it often turns out, is the hardest part.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best expresses the main idea of the passage?',
          options: [
            'Procrastination is best treated as a problem of managing feelings, so reducing the discomfort of starting helps more than better planning.',
            'Procrastinators do not know what they should be doing.',
            'Better timetables are the most effective cure for procrastination.',
            'Procrastination is harmless because it brings relief.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage redefines procrastination as managing feelings and recommends easing the discomfort of starting. Paragraph 1 says procrastinators 'know perfectly well' what to do. Paragraph 3 says timetables 'will help only a little'. The relief is 'short-lived' and leaves more anxiety, so procrastination is not harmless.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Why delay feeds itself',
          type: 'single',
          statement: 'According to the passage, why does each delay make the next one more tempting?',
          options: [
            'Because the person forgets the task completely.',
            'Because the timetable becomes more crowded.',
            'Because the task becomes more boring over time.',
            'Because the task remains, with less time and more anxiety attached, which increases the discomfort to be escaped.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Delay leaves the task in place 'with less time to do it and more anxiety attached', so the discomfort grows and escaping it becomes more attractive. The person does not forget the task, which 'remains'. Timetables are not the mechanism described, and nothing says the task itself becomes more boring.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q3',
          title: 'Applying the advice',
          type: 'single',
          statement:
            'Which of the following would the author most likely recommend to a student who keeps putting off an essay?',
          options: [
            'Draw up a detailed timetable for the whole month.',
            'Wait until feeling motivated before starting.',
            'Agree to work on the essay for just ten minutes, starting with writing its first sentence.',
            'Finish all other tasks before beginning the essay.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author suggests a very small first step or a ten-minute commitment to reduce the discomfort of starting. Timetables 'help only a little'. Waiting for motivation or clearing other tasks first are forms of delay, the very pattern the passage describes.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Placements', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: "Meaning of 'threatening'",
          type: 'single',
          statement: "In the passage, a task that feels 'threatening' is best understood as one that:",
          options: [
            'could cause physical injury',
            'seems likely to expose the person to failure or criticism',
            'has been assigned by an angry supervisor',
            'is illegal to carry out',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Listed beside 'boring' and 'confusing' as a source of discomfort, 'threatening' here describes a psychological threat, such as the risk of failing or being judged. Physical danger, an angry supervisor and illegality are not suggested anywhere in a passage about everyday tasks.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p4-rooftop-rain',
      set: {
        kind: 'passage',
        title: 'Rain on the roof',
        body: [
          'A city roof receives far more rain than most people imagine. On a roof of 100 square metres, each millimetre of rain amounts to 100 litres of water, so a monsoon that brings 800 millimetres delivers some 80,000 litres to a single modest house. In most cities, almost all of it runs into drains and out of reach.',
          'Rooftop rainwater harvesting tries to catch some of this water, either storing it in tanks for later use or channelling it into pits and wells so that it soaks into the ground and recharges the aquifer below. Some Indian cities have made such systems compulsory for new buildings above a certain size. The results have been uneven. Systems that are built only to obtain a building permit and are never cleaned soon clog with leaves and silt, and then they catch nothing at all.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Applying the figures',
          type: 'single',
          statement:
            'Using the relationship given in the passage, how much water would fall on a roof of 50 square metres during a season with 600 millimetres of rain?',
          options: ['3,000 litres', '30,000 litres', '48,000 litres', '300,000 litres'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The passage implies 1 litre per square metre per millimetre (100 litres for 100 square metres per millimetre). So 50 square metres and 600 millimetres give 50 x 600 = 30,000 litres. 3,000 and 300,000 litres are off by a factor of ten, and 48,000 litres wrongly mixes in the 800-millimetre figure (60 x 800).',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: "Meaning of 'recharges the aquifer'",
          type: 'single',
          statement:
            "In the passage, water that soaks into the ground 'recharges the aquifer below'. This means that it:",
          options: [
            'generates electricity underground',
            'pollutes the groundwater',
            'drains away into the sea',
            'replenishes the underground store of water',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "An aquifer is an underground layer holding water; recharging it means refilling it, which is the point of channelling rain into pits and wells. 'Recharge' has nothing to do with electricity here, and neither pollution nor draining to the sea fits the purpose of harvesting.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Why results are uneven',
          type: 'single',
          statement:
            'According to the passage, why have the results of compulsory rainwater harvesting been uneven?',
          options: [
            'Some systems are built only to get a permit and, never cleaned, clog and stop working.',
            'The rules apply only to small buildings.',
            'There is too little rain in Indian cities to collect.',
            'Tanks are more expensive than pits.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The last two sentences say systems built just to obtain a permit and never cleaned clog with leaves and silt and 'catch nothing at all'. The rules apply to buildings 'above a certain size', not small ones. The first paragraph stresses how much rain falls, and costs are never compared.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Purpose of the opening figures',
          type: 'single',
          statement: 'Why does the author give the figure of 80,000 litres in the first paragraph?',
          options: [
            "To prove that the city's drains are too small",
            'To show how much water an average family uses in a year',
            'To show that even a modest roof collects a surprisingly large amount of rain that usually goes to waste',
            'To argue that every house should be built with a larger roof',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The paragraph begins 'A city roof receives far more rain than most people imagine' and ends by noting that almost all of it runs into drains, so the figure shows a large, wasted resource. Drain capacity and family consumption are not discussed, and nothing suggests building larger roofs.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
      ],
    },
  ],
};
