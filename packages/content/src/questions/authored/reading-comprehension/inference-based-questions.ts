import type { AuthoredTopic } from '../../authored.js';

export const inferenceBasedQuestions: AuthoredTopic = {
  topic: 'inference-based-questions',
  sets: [
    {
      key: 'p1-lichens',
      set: {
        kind: 'passage',
        title: 'Lichens and the air',
        body: [
          '**(1)** A lichen looks like a single organism, a crusty or leafy patch on a rock or tree trunk, but it is a partnership: a fungus provides structure and shelter, while an alga or a cyanobacterium living among its threads makes food by photosynthesis. The arrangement allows lichens to live on bare surfaces where neither partner could survive alone. Lichens are found from hot deserts to polar rocks, and some patches on old stone walls are thought to be centuries old.',
          '**(2)** Lichens have no roots. They absorb water and dissolved minerals directly from rain, mist and dust, across their whole surface, and they have little means of keeping out whatever else that water carries. This makes many species unusually sensitive to air pollution, particularly to sulphur dioxide, which for more than a century poured from coal-burning factories and homes.',
          '**(3)** Naturalists in the industrial cities of nineteenth- and twentieth-century Europe noticed that lichens were disappearing from tree trunks in and around towns, with only a few tolerant species surviving near the centres. Scientists later turned this observation into a tool: by recording which lichen species grow at a site, one can estimate the average air quality there over a long period, without installing instruments.',
          '**(4)** As sulphur dioxide levels fell in many of these cities in the late twentieth century, lichens began to return. The recolonisation has not simply restored the earlier communities, however. In some areas, species that thrive on nitrogen compounds, which come from vehicle exhaust and agriculture, have spread at the expense of others.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Inference about a park',
          type: 'single',
          statement:
            'A survey finds that the trees of an old city park carry only a handful of pollution-tolerant lichen species. Based on the passage, which conclusion is most reasonable?',
          options: [
            'The trees in the park are probably diseased.',
            'The lichens there have probably lost their algal partners.',
            'The air in the park has probably been polluted over a long period.',
            'The park has probably been watered too heavily.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says a site's lichen species indicate its average air quality over a long period, and that near polluted centres only a few tolerant species survived, so long-term pollution is the supported inference. Tree disease, lost partners and overwatering are not linked to lichen variety anywhere in the passage.",
          difficulty: 'easy',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q2',
          title: 'Why lichens record long-term air quality',
          type: 'single',
          statement:
            'It can be inferred that lichens are useful indicators of long-term air quality partly because they:',
          options: [
            'grow only in cities with heavy industry',
            'absorb substances from the air continuously and cannot easily keep them out',
            'move to cleaner sites when pollution rises',
            'react within hours to any change in the air',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says lichens absorb water across their whole surface and 'have little means of keeping out whatever else that water carries', so they accumulate exposure over time. They grow on rocks and trees generally, not only in industrial cities. Lichens are fixed to their surfaces; they disappear rather than move. An instant reaction would make them measures of the moment, not of 'a long period'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Inference from paragraph 4',
          type: 'single',
          statement: 'Which of the following can be inferred from paragraph 4?',
          options: [
            'Nitrogen compounds do not affect lichens.',
            'The lichen communities of these cities are now identical to those before industrialisation.',
            'Sulphur dioxide levels are rising again in European cities.',
            'The return of lichens to a city does not by itself show that its air is free of pollution.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says the returning lichens include species that thrive on nitrogen compounds from exhaust and agriculture, so recolonisation can coexist with another kind of pollution. That contradicts the first option, and the statement that communities were not 'simply restored' rules out the second. The passage says sulphur dioxide fell, not that it is rising again.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Inference about the partnership',
          type: 'single',
          statement: 'Which statement about the lichen partnership is best supported by paragraph 1?',
          options: [
            'The partnership lets the pair colonise surfaces that neither partner could colonise alone.',
            'The fungus makes food by photosynthesis for the alga.',
            'The alga provides the structure of the lichen.',
            'Lichens are a kind of plant with very short roots.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 1 says the arrangement lets lichens live 'on bare surfaces where neither partner could survive alone', which supports the first option. The roles in the second and third options are reversed: the fungus gives structure and the alga photosynthesises. Paragraph 2 says lichens have no roots.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-bakery-sundays',
      set: {
        kind: 'passage',
        title: 'Closed on Sundays',
        body: [
          '**(1)** Meera had run the bakery on Station Road for eleven years when she decided to stop opening on Sundays. Her accountant had shown her that Sunday was, on paper, her busiest day for customers but one of her least profitable, because she paid her staff double wages that day and sold mostly inexpensive tea and buns to travellers waiting for the morning train. Meera herself had worked every Sunday since the bakery opened.',
          "**(2)** The decision was not popular. Two of her regular customers told her that the bakery was 'part of Sunday' for them, and a young employee who had relied on the double wages asked for extra hours on weekdays instead. Meera gave him the hours, although it meant that she no longer needed the part-time helper she had taken on for the festival season.",
          "**(3)** Within three months, the bakery's weekly takings had dropped slightly, but its profits had risen. Meera also found that she was less tired on Monday mornings, when the large orders from offices for birthday cakes and meeting snacks had to be prepared before seven. Mistakes in those orders, which had been a steady source of complaints, became rare.",
          '**(4)** What surprised her most was what happened to the travellers. A tea stall opened on the station platform itself a few weeks after she closed on Sundays, and by the time she heard about it, it was doing brisk business every day of the week. Some of her weekday morning customers, she noticed, now bought their tea there and came to her only for bread.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Cause of the Monday mistakes',
          type: 'single',
          statement:
            'Which of the following can most reasonably be inferred about the mistakes in the Monday orders?',
          options: [
            'They were caused mainly by the young employee.',
            "They were probably linked in part to Meera's tiredness after working on Sundays.",
            'They stopped because the offices placed smaller orders.',
            'They were made by the part-time festival helper.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'Paragraph 3 places two changes side by side after the Sunday closure: Meera was less tired on Mondays, and the mistakes became rare, which suggests that tiredness contributed. Nothing links the mistakes to the young employee or the helper, and the passage does not say the offices reduced their orders.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CAT', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Inference about the employee',
          type: 'single',
          statement: 'What can be inferred about the young employee mentioned in paragraph 2?',
          options: [
            'He disliked working on Sundays.',
            'He was the part-time helper hired for the festival season.',
            'He valued the income that Sunday work had given him.',
            'He objected to the closure because customers would miss the bakery.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "He 'had relied on the double wages' and asked for extra weekday hours instead, so he wanted to keep his income. If he had disliked Sundays he would not have sought replacement hours. He is distinct from the helper, who became unnecessary because he took the hours. The customers' attachment was voiced by two regulars, not by him.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Effect of the tea stall',
          type: 'single',
          statement: 'Which of the following is most strongly supported by paragraph 4?',
          options: [
            'The tea stall was opened by a former employee of the bakery.',
            'The tea stall also sells bread.',
            "The bakery's overall profits will soon fall below their earlier level.",
            "The bakery's weekday sales of tea have probably fallen.",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Some weekday morning customers 'now bought their tea there and came to her only for bread', so the bakery's weekday tea sales have probably dropped. Nothing identifies who opened the stall. Those customers still buy bread from Meera, implying the stall's attraction is tea, and the passage gives no basis for predicting a fall in profits below the earlier level.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'General inference',
          type: 'single',
          statement: 'Which general statement is best supported by the passage as a whole?',
          options: [
            "A fall in a business's total takings can go together with a rise in its profits.",
            "Closing on the busiest day always increases a shop's profits.",
            "Customers are indifferent to changes in a shop's opening days.",
            "The bakery's Monday orders grew after the Sunday closure.",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says takings 'dropped slightly, but its profits had risen', which illustrates the first statement. One bakery's experience cannot show that closing always raises profits, and Meera's Sundays were unprofitable for particular reasons (double wages, cheap items). Two regulars objected, so customers were not indifferent. The passage says Monday mistakes fell, not that orders grew.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'Placements', 'CUET'],
        },
      ],
    },
    {
      key: 'p3-print-and-spelling',
      set: {
        kind: 'passage',
        title: 'How print fixed the word',
        body: [
          "**(1)** Before printing, a text existed in as many versions as there were copies. Each scribe introduced small changes, some accidental and some deliberate, and a reader in one town might hold a manuscript that differed in spelling, wording and even content from one held elsewhere. Spelling in particular varied not only between regions but within a single scribe's work.",
          '**(2)** Printing with movable type, which spread across Europe from the middle of the fifteenth century, changed the economics of copying. A printer who set up a page wanted to sell hundreds of identical copies, and to sell them as widely as possible. This gave printers a reason to prefer forms of the language that would be understood by the largest number of buyers, usually the speech of a capital or a commercial centre, over local variants.',
          '**(3)** Standardisation did not happen at once, and printers were not language planners. Early printed books are full of inconsistent spellings, sometimes adjusted simply to fit a line of type. But over generations, the repetition of the same forms in thousands of copies, together with the later appearance of dictionaries and grammars, encouraged readers and writers to regard one way of spelling a word as correct and others as mistakes.',
          '**(4)** Something was lost as well as gained. Dialect forms that did not make it into print came to seem rustic or uneducated, even when they were older than the standard forms that displaced them. A shared written language made communication across regions easier; it also created a ranking among the ways people spoke.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Inference about printers' choices",
          type: 'single',
          statement: 'Based on paragraph 2, which of the following would a printer most likely have done?',
          options: [
            'Preferred the spelling of his own village to attract local buyers',
            'Avoided word forms peculiar to a small region if they might limit sales',
            'Printed each copy of a book in a different dialect',
            'Refused to print books in any language spoken in a capital',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Printers wanted to sell identical copies 'as widely as possible' and so preferred forms understood by the most buyers, which implies avoiding narrowly regional forms. The first option reverses this logic. Identical copies rule out the third option, and the capital's speech is exactly what printers tended to prefer, ruling out the fourth.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q2',
          title: "The printers' role",
          type: 'single',
          statement:
            "It can be inferred from paragraph 3 that the author regards the printers' role in standardising spelling as:",
          options: [
            'a deliberate campaign to impose correct forms',
            'negligible compared with that of scribes',
            'due entirely to the dictionaries they published',
            'largely an unintended result of commercial and practical pressures',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author says 'printers were not language planners' and that spellings were sometimes adjusted to fit a line, yet repetition across thousands of copies produced a standard over generations, so it was an unintended effect. 'Not language planners' rules out a deliberate campaign. Repetition in print is credited with real influence, so it was not negligible. Dictionaries appeared 'later' and are an added factor, not the whole explanation.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Inference about prestige',
          type: 'single',
          statement: 'Which inference is supported by paragraph 4?',
          options: [
            'The prestige of a form of speech did not depend on how old it was.',
            'Dialects disappeared entirely once printing spread.',
            'Standard forms were more expressive than dialect forms.',
            'Printers openly mocked speakers of dialects.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Dialect forms came to seem uneducated 'even when they were older than the standard forms', so age did not bring prestige; appearing in print did. The passage says dialects came to seem rustic, not that they vanished. It makes no claim about expressiveness, and no one is said to have mocked dialect speakers openly.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q4',
          title: "Author's likely view",
          type: 'single',
          statement: 'With which of the following would the author most likely agree?',
          options: [
            'Standardisation of spelling was wholly harmful.',
            'Manuscripts were more accurate than printed books.',
            'The standardisation of written language brought practical benefits but also social costs.',
            'Scribes always spelled the same word the same way.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 begins 'Something was lost as well as gained' and names both easier communication and a ranking of speech, which is the third option. 'Wholly harmful' ignores the gains. The passage never compares the accuracy of manuscripts and printed books. Paragraph 1 says spelling varied even within a single scribe's work.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
      ],
    },
  ],
};
