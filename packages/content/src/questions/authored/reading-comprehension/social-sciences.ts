import type { AuthoredTopic } from '../../authored.js';

export const socialSciences: AuthoredTopic = {
  topic: 'social-sciences',
  sets: [
    {
      key: 'p1-defaults',
      set: {
        kind: 'passage',
        title: 'The power of the unticked box',
        body: [
          '**(1)** When a government wants more citizens to save for retirement, the traditional toolkit offers two levers: persuade people with information, or change their incentives with tax breaks and penalties. Behavioural economists have drawn attention to a third, quieter lever: the default, meaning the option that takes effect when a person does nothing at all.',
          '**(2)** The evidence that defaults matter is striking. In several countries, employers that switched from asking workers to sign up for a pension scheme to enrolling them automatically, with the freedom to leave, saw participation rise sharply, even though the financial terms of the scheme were unchanged. Similar gaps appear in organ donation: countries where citizens are presumed to be donors unless they opt out tend to record far higher registration rates than countries where citizens must opt in.',
          '**(3)** Why should an unticked box carry so much weight? Part of the answer is inertia: changing a setting takes effort, and effort is easily postponed. Part of it is that people read a default as advice, assuming that whoever chose it had good reasons. And part of it is that departing from the default can feel like taking responsibility for an outcome, whereas staying with it feels like letting events take their course.',
          '**(4)** These same features make defaults ethically delicate. A default that serves the person choosing is a kindness; one that serves the institution that set it, such as a subscription that renews silently, exploits the very inertia that makes defaults effective. Critics also note that a high participation rate is not the same thing as a considered decision: a worker enrolled by default may be saving at a rate too low for her needs simply because nobody prompted her to think about it.',
          "**(5)** The lesson is not that defaults should be avoided, since some option must always take effect when people do nothing. It is that whoever designs a form is already making a choice on other people's behalf, and should be able to say whose interests that choice serves.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Central argument',
          type: 'single',
          statement: 'Which of the following best expresses the central argument of the passage?',
          options: [
            'Governments should replace tax incentives for saving with automatic enrolment.',
            'Defaults work mainly because people are too lazy to change a setting.',
            'Defaults are a powerful and unavoidable policy tool, so their designers bear responsibility for whose interests they serve.',
            'Defaults manipulate people and should be used only when everyone affected is fully informed.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'Paragraphs 2-3 show that defaults are powerful, and paragraph 5 says they cannot be avoided and that their designers must be able to say whose interests they serve, which is the third option. The passage never says tax incentives should be replaced, only that defaults are a third lever. Inertia is only one of three reasons given in paragraph 3, so the second option is too narrow. The fourth option contradicts paragraph 5, which says defaults should not be avoided.',
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Reason not given',
          type: 'single',
          statement:
            'Paragraph 3 offers several explanations for the influence of defaults. Which of the following is NOT one of them?',
          options: [
            'Changing a setting requires effort that people tend to put off.',
            'People often cannot understand the alternatives offered to them.',
            'People assume the default was chosen for good reasons.',
            'Leaving the default can feel like taking responsibility for what follows.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'Paragraph 3 gives three reasons: inertia (the first option), reading the default as advice (the third) and the feeling of responsibility when departing from it (the fourth). Nothing in the paragraph says people fail to understand the alternatives; indeed paragraph 2 notes the pension terms were unchanged, so the effect is not explained by confusion about options.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Inference from an example',
          type: 'single',
          statement:
            'The example of the worker in paragraph 4 suggests that the author would most likely agree with which of the following?',
          options: [
            'Automatic enrolment leads to lower total savings than voluntary enrolment.',
            'Workers enrolled by default are usually dissatisfied with their pensions.',
            'Participation rates are a meaningless measure of a pension scheme.',
            'The contribution rate set as a default deserves care, because many people will never revise it.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The worker saves too little 'simply because nobody prompted her to think about it', so whatever rate is set by default tends to stick, which makes its choice important: the fourth option. The passage does not compare total savings under the two systems, nor does it mention satisfaction. It says a high participation rate is 'not the same thing as' a considered decision, which is weaker than calling the measure meaningless.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: "Meaning of 'delicate'",
          type: 'single',
          statement: "As used in paragraph 4, the word 'delicate' most nearly means:",
          options: ['requiring careful handling', 'easily broken', 'finely made', 'mild in flavour'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The paragraph explains that the features making defaults effective can serve either the chooser or the institution, so they must be handled with care: 'requiring careful handling'. Nothing is said about defaults being fragile or breaking, so 'easily broken' does not fit. 'Finely made' and 'mild in flavour' are senses of the word that apply to objects and food, not to ethical questions.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q5',
          title: "Author's attitude",
          type: 'single',
          statement: "The author's attitude towards the use of defaults is best described as:",
          options: [
            'dismissive, since defaults merely exploit laziness',
            'appreciative of their power but alert to their misuse',
            'uncritically enthusiastic about their benefits',
            'resigned to the fact that institutions will always abuse them',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author calls the evidence 'striking' and says defaults cannot be avoided, yet warns about defaults that serve institutions and about unconsidered decisions, which is appreciative but watchful. The author is not dismissive, since defaults can be 'a kindness'. Paragraph 4's criticisms rule out uncritical enthusiasm. Nothing suggests resignation: paragraph 5 asks designers to justify their choices, implying things can be done well.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p2-weekly-haats',
      set: {
        kind: 'passage',
        title: 'The market that travels',
        body: [
          '**(1)** In much of rural India, the market does not stay in one place; it travels. A weekly haat may fill an open ground every Tuesday, empty by nightfall, and reappear in another village on Wednesday, with many of the same traders moving along a circuit of sites. To an observer used to permanent shops, this looks like an inconvenience. Economic geographers see it as a sensible answer to a problem of scale.',
          "**(2)** A trader needs a minimum number of customers to make a living. Where settlements are small and scattered and people travel on foot or by bus, no single village may supply that number every day. By visiting different villages on different days, the trader gathers a week's worth of customers from a wide area, while each village gets a market within easy reach once a week. The periodic market, in other words, lets sellers be mobile so that buyers need not be.",
          '**(3)** The haat is not only an economic arrangement. Anthropologists have long noted that weekly markets are where news travels, marriages are discussed, officials post notices and disputes are sometimes settled. A farmer might walk several kilometres with little to sell simply because the haat is where his relatives from neighbouring villages will be.',
          '**(4)** As roads improve and incomes rise, many periodic markets grow into permanent bazaars: once enough customers can reach a site every day, a trader can afford to stay put. Yet the haat has proved more durable than this logic predicts. In many regions, weekly markets persist beside permanent shops because they offer goods the shops do not stock, lower prices from producers selling directly, and a social occasion that no shop provides.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Primary purpose',
          type: 'single',
          statement: 'The primary purpose of the passage is to:',
          options: [
            'argue that weekly markets should be replaced by permanent bazaars as roads improve',
            'describe what a typical day at a village haat looks like',
            'explain the economic logic and social role of periodic markets and why they persist',
            'compare the shopping habits of rural and urban Indians',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 gives the economic logic, paragraph 3 the social role and paragraph 4 the reasons for persistence, so the third option covers the whole passage. The passage never argues for replacing haats; it explains their durability. It does not narrate a typical day, and urban shopping habits are mentioned only in passing ('an observer used to permanent shops').",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Applying the logic',
          type: 'single',
          statement:
            'According to the reasoning in paragraph 2, a periodic market would be LEAST necessary in which of the following places?',
          options: [
            'A hilly district where small villages lie far apart',
            'A large town where thousands of customers can reach a shop every day',
            'A region where most people travel on foot',
            'A cluster of scattered hamlets with an infrequent bus service',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'Paragraph 2 says periodic markets solve the problem that no single small settlement supplies enough customers every day; paragraph 4 adds that once enough customers can reach a site daily, traders stay put. A large, well-connected town removes the problem, so a periodic market is least necessary there. The other three options describe exactly the small, scattered, poorly connected settings the paragraph describes.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Social functions',
          type: 'single',
          statement:
            'Which of the following is mentioned in the passage as a non-economic function of the haat?',
          options: [
            'A place where village schools hold examinations',
            'A venue for local elections',
            'A place where officials post notices',
            'A site for religious festivals',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'Paragraph 3 lists news, marriage discussions, officials posting notices and the settling of disputes. Examinations, elections and festivals are plausible gatherings but are not mentioned anywhere in the passage, so only the third option is supported.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q4',
          title: "Reference of 'this logic'",
          type: 'single',
          statement: "In paragraph 4, 'this logic' refers to the idea that:",
          options: [
            'traders need a minimum number of customers to survive',
            'haats are important social occasions',
            'better roads lower the prices that producers charge',
            'a market becomes permanent once enough customers can reach it every day',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The sentence just before 'this logic' says that once enough customers can reach a site daily, a trader can stay put, so markets grow permanent; the haat outlasts this prediction. The minimum-customer idea (first option) is the basis of paragraph 2, not the prediction in paragraph 4. The social role is a reason haats persist, not the logic they defy, and nothing links roads to producers' prices.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Strengthening a claim',
          type: 'single',
          statement:
            'Which finding would most support the claim that haats persist partly for reasons that are not purely economic?',
          options: [
            'Surveys in a district with many permanent shops find that many haat visitors come even when they intend to buy nothing.',
            'Prices at haats are usually lower than prices in permanent shops.',
            'Haats stock some goods that permanent shops in the area do not.',
            'Most haat traders visit five or six different villages each week.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Visitors who come without intending to buy must be drawn by something other than trade, such as the social occasion described in paragraphs 3 and 4, so the first option supports the claim. Lower prices and unusual goods are economic reasons for persistence, so they do not show a non-economic motive. The traders' circuit explains how haats work, not why they survive beside shops.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Placements'],
        },
      ],
    },
    {
      key: 'p3-oral-history',
      set: {
        kind: 'passage',
        title: 'Voices and documents',
        body: [
          "**(1)** For a long time, many professional historians treated oral testimony with suspicion. Documents, they argued, are fixed at the moment of writing, whereas memories are reshaped every time they are recalled. An elderly weaver describing the closure of her town's mills forty years earlier will inevitably blend what she saw with what she later heard, read and came to believe.",
          "**(2)** Practitioners of oral history accept much of this criticism but draw a different conclusion. A document, they point out, is also a selection made by someone with a purpose: a factory's records tell us what its managers thought worth recording, not what its workers experienced. For groups who left few written records, such as labourers, women in many societies and communities without a tradition of writing, oral testimony may be the only way their perspective enters the historical record at all.",
          '**(3)** More interestingly, oral historians argue that the errors of memory can themselves be evidence. If many former mill workers date the closure to the year of a major strike, although the records show it came several years later, the mistake reveals how the community came to understand the event: as the consequence of the strike rather than of, say, a change in trade policy. The historian then asks not only what happened but what the event came to mean.',
          "**(4)** None of this frees oral history from the ordinary discipline of the historian. Testimonies must be compared with one another and with documents, and the interviewer's own influence on what is said must be acknowledged. But the old opposition between reliable papers and unreliable voices now looks too simple. Both are traces left by people with particular vantage points, and both must be read critically.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best states the main idea of the passage?',
          options: [
            'Oral testimony is more reliable than written documents because it records ordinary people.',
            'Oral testimony, though shaped by memory, is a valuable source that, like documents, must be read critically.',
            'Historians should rely mainly on written records and use memories only as illustration.',
            'Errors of memory make oral history useful only for studying groups without writing.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage accepts that memory is reshaped (paragraph 1), defends testimony as valuable (paragraphs 2-3) and concludes that papers and voices alike 'must be read critically' (paragraph 4): the second option. The first option overstates the case; the passage never ranks testimony above documents. The third option is the older view the passage argues against. The fourth distorts paragraph 2: groups without writing are one reason testimony matters, not its only use, and paragraph 3 treats errors as evidence for any community.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Role of an example',
          type: 'single',
          statement: 'The example of the mistaken date of the mill closure (paragraph 3) is used to:',
          options: [
            'prove that the factory records were inaccurate',
            'show that the strike caused the closure of the mills',
            'illustrate how a factual mistake in testimony can reveal how a community interpreted an event',
            'demonstrate that interviewers influence what people remember',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says the mistake 'reveals how the community came to understand the event', which is the third option. The passage assumes the records are right ('the records show it came several years later'), so the first option reverses it. It does not establish that the strike caused the closure, only that the workers came to see it that way. Interviewer influence is raised in paragraph 4, not in this example.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Inference about documents',
          type: 'single',
          statement: "It can be inferred that the author regards a factory's written records as:",
          options: [
            'a partial source that reflects the priorities of those who kept them',
            'worthless for understanding the history of a factory',
            'the most objective kind of evidence a historian can have',
            "less useful than workers' testimony in every case",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 says records show 'what its managers thought worth recording', and paragraph 4 calls documents 'traces left by people with particular vantage points', so they are partial, not worthless. The passage still uses records to check testimony (paragraph 3), so the second option is too extreme; it rejects the idea of documents as simply reliable, ruling out the third; and it never ranks testimony above documents in every case.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q4',
          title: "Meaning of 'vantage points'",
          type: 'single',
          statement: "In the last sentence, 'vantage points' most nearly means:",
          options: [
            'unfair advantages over others',
            'high places that give a wide view',
            'points on which everyone agrees',
            'positions from which events are seen, and so perspectives',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The sentence says both documents and testimonies are traces left by people with particular vantage points, meaning each records events as seen from a particular position or perspective. 'Unfair advantages' confuses 'vantage' with 'advantage'. The literal sense of a high place for viewing does not apply to documents. 'Points of agreement' is the opposite of the idea of differing perspectives.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
  ],
};
