import type { AuthoredTopic } from '../../authored.js';

export const mediumPassages: AuthoredTopic = {
  topic: 'medium-passages',
  sets: [
    {
      key: 'p1-right-to-repair',
      set: {
        kind: 'passage',
        title: 'The right to repair',
        body: [
          '**(1)** A generation ago, a broken radio or mixer was taken to the repair shop at the end of the street, where a technician with a soldering iron and a drawer of spare parts would usually bring it back to life. Today, many devices are far harder to mend. Batteries are glued in place, screws have unusual heads that ordinary tools do not fit, spare parts are sold only to authorised service centres, and some components are electronically paired to a device so that a replacement from another unit will not work.',
          "**(2)** Manufacturers defend these practices on several grounds. Sealed designs make devices thinner and more resistant to water and dust. Restricting repairs to trained technicians, they argue, protects users from unsafe work, such as the careless handling of batteries, and protects the company's reputation when a botched repair is blamed on the product.",
          "**(3)** The movement for a 'right to repair' accepts some of these points but argues that, taken together, the practices serve another purpose: steering customers towards expensive official repairs or, more often, towards buying a new device. Its supporters want manufacturers to make spare parts, tools and repair manuals available to independent repairers and owners at fair prices, and to design products that can be opened without damage.",
          '**(4)** The stakes are not only financial. Discarded electronics are among the fastest-growing kinds of waste, and they contain both valuable metals and hazardous substances. Every device repaired instead of replaced postpones that waste and the energy and materials needed to make a successor. In countries such as India, where a large informal repair trade already keeps phones and appliances running for years, rules that lock out independent repairers also threaten many livelihoods.',
          '**(5)** Governments have begun to respond, with measures ranging from requirements to supply spare parts for a number of years to public portals listing repair information. Whether such rules change the design of products, and not merely the paperwork around them, will be the real measure of their success.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best summarises the passage?',
          options: [
            'Modern devices are made thinner and more water-resistant than older ones.',
            'Manufacturers have made devices harder to repair for reasons that are partly defensible, but the right-to-repair movement argues that openness to repair brings economic, environmental and social benefits.',
            'Independent repairers are less skilled than authorised service centres.',
            'Governments have already solved the problem of unrepairable devices.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage describes barriers to repair (paragraph 1), manufacturers' reasons (paragraph 2), the movement's case (paragraph 3), wider stakes (paragraph 4) and early government action (paragraph 5); the second option covers this. The first is a single detail. The passage never ranks the skills of repairers. Paragraph 5 says the success of rules is still to be measured.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: "Manufacturers' reasons",
          type: 'single',
          statement:
            'Which of the following is NOT given in the passage as a reason manufacturers offer for restricting repairs?',
          options: [
            'Sealed designs make devices more resistant to water and dust.',
            'Trained technicians protect users from unsafe work such as careless handling of batteries.',
            "A botched repair can damage the company's reputation.",
            'Independent repairers charge customers too much.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 2 gives water and dust resistance, user safety and reputation. Nowhere do manufacturers complain about independent repairers' prices; in fact the movement accuses official repairs of being expensive.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: "The movement's attitude",
          type: 'single',
          statement:
            "The phrase 'accepts some of these points' (paragraph 3) indicates that the right-to-repair movement:",
          options: [
            'rejects every argument made by manufacturers',
            'has abandoned its main demands',
            "grants that some of the manufacturers' arguments have merit while disputing their overall effect",
            'agrees that only authorised centres should repair devices',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The movement 'accepts some of these points but argues that, taken together,' the practices serve another purpose: a partial concession combined with disagreement. That rules out total rejection. Its demands are stated in full in the same paragraph, and its call for access for independent repairers contradicts the fourth option.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Why India is mentioned',
          type: 'single',
          statement: 'Why does the author mention India in paragraph 4?',
          options: [
            'To show that restrictive repair rules could hurt the many people who earn a living from an existing repair trade',
            'To argue that Indian manufacturers make the most repairable devices',
            'To show that electronic waste is not a problem in India',
            'To suggest that informal repairers are unsafe',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The paragraph says a large informal repair trade keeps devices running in India, so rules that lock out independent repairers 'threaten many livelihoods'. Indian manufacturers are not discussed. The paragraph treats e-waste as a growing problem, not one India escapes, and it presents informal repairers positively, not as unsafe.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q5',
          title: "Author's test of success",
          type: 'single',
          statement:
            'According to the final paragraph, the real measure of success for right-to-repair rules will be whether they:',
          options: [
            'are passed by many governments',
            'produce detailed paperwork about repairs',
            'lower the price of new devices',
            'change how products are actually designed',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author writes that whether rules 'change the design of products, and not merely the paperwork around them, will be the real measure of their success'. The number of governments acting is not the measure, paperwork is explicitly treated as insufficient, and prices of new devices are not mentioned.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-green-revolution',
      set: {
        kind: 'passage',
        title: 'The Green Revolution and its bill',
        body: [
          '**(1)** In the mid-1960s, after poor harvests had left the country dependent on imported grain, India began a rapid expansion in the cultivation of new high-yielding varieties of wheat and, soon after, rice. These short-stemmed plants could absorb large doses of fertiliser without toppling over, and with reliable irrigation they produced far more grain per hectare than traditional varieties. The change, soon known as the Green Revolution, was concentrated at first in Punjab, Haryana and western Uttar Pradesh, where irrigation was already well developed.',
          '**(2)** Within little more than a decade, India had greatly reduced its need to import food grains, and over the following decades it built up large public stocks. For a country that had been warned it might face famine, this was an achievement of historic importance, and it rested on the work of plant breeders, agricultural scientists, extension workers and, above all, farmers willing to take risks with new seeds.',
          '**(3)** The bill for this success has arrived slowly. The new varieties rewarded heavy use of water, and cheap electricity for pumps encouraged farmers to draw groundwater faster than rain could replace it; in parts of Punjab, the water table has fallen steadily for decades. Continuous cropping of rice and wheat has depleted soils, and the dominance of two grains has crowded out pulses and millets that once added variety to fields and diets. The gains were also uneven, favouring regions and farmers with water and capital.',
          '**(4)** None of this means that the Green Revolution was a mistake; the alternative in the 1960s was not a balanced, sustainable agriculture but hunger. It means that policies suited to one emergency can outlive it. The task now is to keep the productivity while loosening the incentives, in water, power and procurement, that push farmers towards a narrow and thirsty way of farming.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Central argument',
          type: 'single',
          statement: 'Which of the following best expresses the central argument of the passage?',
          options: [
            'The Green Revolution was a mistake that India should reverse.',
            'The Green Revolution was a historic achievement whose methods now impose costs that policy must address.',
            'High-yielding varieties are unsuitable for Indian conditions.',
            'Punjab should stop growing rice and wheat entirely.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 calls the Green Revolution 'an achievement of historic importance', paragraph 3 lists its costs, and paragraph 4 asks for policy to keep productivity while changing incentives. Paragraph 4 explicitly denies it was a mistake. The varieties worked well where irrigation existed. The passage seeks to loosen incentives, not to end the two crops entirely.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Why short stems mattered',
          type: 'single',
          statement: 'According to the passage, what was the advantage of the short-stemmed varieties?',
          options: [
            'They needed no irrigation.',
            'They grew well without fertiliser.',
            'They could take heavy doses of fertiliser without toppling over.',
            'They were resistant to all pests.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 1 says the plants 'could absorb large doses of fertiliser without toppling over'. They needed reliable irrigation, so the first option is wrong; the point was that they used fertiliser heavily, ruling out the second; pest resistance is not mentioned.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Cause of falling water tables',
          type: 'single',
          statement: 'Which factor does the passage link to the falling water table in parts of Punjab?',
          options: [
            'Cheap electricity for pumps that encouraged drawing groundwater faster than rain replaced it',
            'A sharp decline in monsoon rainfall',
            'The spread of millet cultivation',
            'The building of large dams upstream',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'Paragraph 3 says water-hungry varieties and cheap electricity led farmers to draw groundwater faster than rain could replace it. The passage does not mention a decline in rainfall or dams, and millets were crowded out rather than spreading.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: "Meaning of 'outlive'",
          type: 'single',
          statement:
            "In paragraph 4, the statement that 'policies suited to one emergency can outlive it' means that such policies:",
          options: [
            'were never suited to the emergency',
            'always cause new emergencies',
            'should be abandoned as soon as they are introduced',
            'can remain in force after the situation that justified them has passed',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "To outlive something is to continue after it has ended; the incentives that fitted the food crisis of the 1960s persist now that the crisis is over. The passage says they were suited to the emergency. 'Always' overstates the point, and the author defends the policies in their time rather than calling for immediate abandonment.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'Bank PO', 'GRE'],
        },
      ],
    },
    {
      key: 'p3-translation',
      set: {
        kind: 'passage',
        title: 'What a translator carries across',
        body: [
          "**(1)** A common picture of translation treats it as a kind of substitution: each word in one language has an equivalent in another, and the translator's job is to swap one for the other, like a cashier exchanging currency. Anyone who has tried to translate a poem, or even a joke, knows how little of the work this picture captures.",
          "**(2)** Words do not map neatly across languages. A single word may carry associations in one language that its dictionary equivalent lacks in another; a form of address may signal respect or intimacy in ways the other language marks differently or not at all. Hindi, for instance, distinguishes several levels of formality in the word for 'you', a distinction that modern English does not make. Sentences have rhythms, and a sentence that is accurate word for word may sound stiff or comic in translation. Jokes that depend on a double meaning may have no equivalent at all.",
          '**(3)** Translators therefore make choices, and every choice gains something and loses something. A translation that stays close to the words of the original may keep its structure but lose its ease; one that aims for natural expression in the new language may read smoothly but smooth away what was strange and particular in the original. Neither approach is simply right. The choice depends on the text, on the readers and on what the translator judges most worth preserving.',
          '**(4)** This is why translation is better understood as a form of writing than as a mechanical task. Good translators are deeply attentive readers of the original, but they must also be skilled writers in the language they translate into, able to find phrasing that does for new readers what the original did for its first ones. Two excellent translations of the same novel can differ considerably, and both can be faithful, because fidelity in translation is a matter of effect as much as of words.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'What is the main idea of the passage?',
          options: [
            'Translation is a creative form of writing that involves judgement and trade-offs, not mere word substitution.',
            'Poems and jokes cannot be translated at all.',
            'A translation should always follow the original word for word.',
            'Dictionaries are useless to translators.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage rejects the substitution picture and concludes that translation is 'better understood as a form of writing' involving choices. It says jokes 'may' have no equivalent, not that poems and jokes can never be translated. Paragraph 3 says neither close nor free translation is 'simply right'. Dictionaries are mentioned only to say that equivalents can miss associations, not that they are useless.",
          difficulty: 'easy',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Purpose of the cashier comparison',
          type: 'single',
          statement:
            'The comparison of a translator with a cashier exchanging currency (paragraph 1) is used to:',
          options: [
            'show that translators are poorly paid',
            'describe a view of translation that the author goes on to reject',
            'explain how translators handle money in foreign countries',
            'suggest that translation is a precise science',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The cashier image illustrates 'a common picture' of translation as one-for-one exchange, and the next sentence says this picture captures little of the work. The comparison has nothing to do with pay or handling money, and the author does not endorse the idea of translation as a precise science; he rejects it.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'The trade-off in paragraph 3',
          type: 'single',
          statement:
            'According to paragraph 3, a translation that aims mainly for natural expression in the new language risks:',
          options: [
            "keeping the original's structure but losing its ease",
            'being impossible for new readers to understand',
            'smoothing away what was strange and particular in the original',
            'translating every word incorrectly',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says such a translation 'may read smoothly but smooth away what was strange and particular in the original'. Keeping structure but losing ease is the risk of the opposite, close translation. A natural translation is by design easy to understand, and nothing suggests it gets every word wrong.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Meaning of fidelity',
          type: 'single',
          statement:
            "Which statement best reflects the author's view of fidelity in translation, as expressed in the last sentence?",
          options: [
            'Only one translation of a work can be faithful.',
            'Fidelity means reproducing every word of the original.',
            'Fidelity is impossible, so translators should not aim for it.',
            "A translation is faithful if it recreates the original's effect on readers, even if the wording differs.",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author says two differing translations 'both can be faithful' because fidelity 'is a matter of effect as much as of words'. That rules out a single faithful version and a word-for-word definition. The author treats fidelity as achievable, not impossible.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'CUET'],
        },
      ],
    },
  ],
};
