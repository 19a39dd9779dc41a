import type { AuthoredTopic } from '../../authored.js';

export const businessAndEconomics: AuthoredTopic = {
  topic: 'business-and-economics',
  sets: [
    {
      key: 'p1-inflation-targeting',
      set: {
        kind: 'passage',
        title: "How India's inflation target works",
        body: `**(1)** Since 2016, India's monetary policy has followed a framework known as flexible inflation targeting. The government, in consultation with the Reserve Bank of India (RBI), sets a target for consumer price inflation, at present 4 percent, with a tolerance band of 2 percentage points on either side. Decisions on the policy interest rate, known as the repo rate, are taken by a six-member Monetary Policy Committee, three of whose members come from the RBI and three of whom are appointed by the government.

**(2)** The repo rate is the rate at which the central bank lends short-term funds to commercial banks. When the RBI raises it, borrowing becomes costlier for banks, which in turn tend to raise the rates they charge on loans. Households and firms borrow and spend less, demand cools, and price pressures ease. Lowering the rate works in the opposite direction, encouraging borrowing and spending when the economy is weak.

**(3)** The word 'flexible' matters. A central bank that cared only about the target might raise rates sharply at the first sign of rising prices, even at the cost of a recession. The Indian framework lets the committee weigh growth as well, especially when inflation is driven by supply shocks such as a poor harvest or a jump in global oil prices. Interest rates cannot make it rain; raising them in response to a spike in vegetable prices would hurt borrowers without touching the cause. The committee can instead look through temporary shocks, acting only if they threaten to spread into wider and more lasting price increases, for instance by changing what households and firms expect.

**(4)** Expectations are central to the whole design. If people believe inflation will stay near 4 percent, workers bargain for moderate wage increases and firms set prices accordingly, which helps keep inflation near 4 percent. A credible target thus partly fulfils itself. For the same reason, the framework includes accountability: if inflation stays outside the band for three consecutive quarters, the RBI must report to the government, explaining why and what it proposes to do.

**(5)** Monetary policy also works with long and variable lags. A rate change made today may take many months to affect prices fully, so the committee must act on forecasts of where inflation is heading, not only on where it is now.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the passage',
          type: 'single',
          statement: 'The passage is primarily intended to',
          options: [
            'criticise the RBI for failing to control inflation',
            "explain how India's inflation-targeting framework works and the reasoning behind its features",
            'argue that interest rates should be cut to boost growth',
            'compare Indian monetary policy with that of other countries',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage describes the target, the committee, how the repo rate works, why the framework is 'flexible', the role of expectations and lags, all explanation. It makes no criticism of the RBI, argues for no particular rate move, and mentions no other country.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, the Monetary Policy Committee consists of',
          options: [
            'six members, all appointed by the government',
            'four members from the RBI and two from the government',
            'six members, three from the RBI and three appointed by the government',
            'the Governor of the RBI acting alone, advised by the government',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 1 describes 'a six-member Monetary Policy Committee, three of whose members come from the RBI and three of whom are appointed by the government'. The other options change the numbers or the source of the members, or ignore the committee altogether.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'SSC CGL', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Application',
          type: 'single',
          statement:
            'Suppose a poor monsoon pushes up vegetable prices for a few months. According to the passage, the committee would most likely',
          options: [
            'raise the repo rate sharply at once to bring vegetable prices down',
            'cut the repo rate to make vegetables cheaper',
            'ask the government to change the inflation target',
            'look through the rise unless it threatened to spread into wider, lasting inflation',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 3 says raising rates for a vegetable price spike 'would hurt borrowers without touching the cause' and that the committee 'can instead look through temporary shocks' unless they spread. Cutting rates would not address a supply shortage either, and nothing suggests changing the target in response to a single shock.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['Bank PO', 'CAT', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Meaning of a sentence',
          type: 'single',
          statement: "'A credible target thus partly fulfils itself' means that",
          options: [
            'when people believe in the target, their wage and price decisions help to keep inflation near it',
            'the target is met automatically, whatever the RBI does',
            'the government changes the target to match actual inflation',
            'inflation always stays within the tolerance band',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The preceding sentence explains that if people expect inflation near 4 percent, moderate wage and price decisions follow, 'which helps keep inflation near 4 percent'. 'Partly' rules out an automatic result, the target is not said to be adjusted to match outcomes, and the accountability rule shows inflation can leave the band.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['Bank PO', 'CAT', 'GMAT'],
        },
        {
          key: 'q5',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'Why, according to the passage, must the committee act on forecasts rather than on current inflation alone?',
          options: [
            'Because current inflation figures are kept secret.',
            'Because a change in rates may take many months to affect prices fully.',
            'Because the government requires a forecast every quarter.',
            'Because supply shocks can be predicted exactly.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 5 links forecasting to 'long and variable lags': 'A rate change made today may take many months to affect prices fully'. Nothing suggests figures are secret or that quarterly forecasts are required (the quarterly rule concerns reporting a breach), and supply shocks are never said to be exactly predictable.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-network-effects',
      set: {
        kind: 'passage',
        title: 'Why some markets have one winner',
        body: `Why do some markets end up dominated by a single firm? One important reason is the network effect: a product becomes more valuable to each user as more people use it. A telephone was of little use when only a handful of people owned one; it became indispensable once nearly everyone did. The same logic applies to messaging apps, online marketplaces and payment systems.

Network effects come in two main kinds. Direct effects arise when users benefit from other users of the same kind, as with a messaging app, where each new member is someone else to talk to. Indirect effects arise on platforms that bring together two groups, such as buyers and sellers. More buyers attract more sellers, and more sellers, offering greater choice, attract more buyers. Neither group joins for the sake of others in its own group; each joins for the other side.

Markets with strong network effects tend to tip. Once one firm gains a lead, its larger network makes it more attractive to newcomers, widening the lead further, until rivals are left with little. This is why firms in such markets often lose money for years, subsidising users to grow quickly: the prize for winning is not a share of the market but most of it.

Tipping is not inevitable. Where users can easily belong to several networks at once, a practice economists call multi-homing, the advantage of size weakens. Many shoppers check several apps before buying, and many sellers list on more than one. Network effects can also be local: a ride-hailing service needs many drivers in your city, not across the world, so a strong local rival can survive against a global giant.

For regulators, network effects pose a dilemma. The concentration they create can be efficient, since one large network may be more useful than several small ones. But a dominant platform may also raise prices, lower quality or shut out rivals once competition has faded, knowing that users have nowhere else to go. Measures that make it easier to move one's data or to connect rival networks aim to keep the benefits of scale while limiting the power that comes with it.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best summarises the passage?',
          options: [
            'Network effects make products more valuable as they spread, can push markets towards one winner, and pose a dilemma for regulators.',
            'Large technology firms should be broken up because they always harm consumers.',
            'Messaging apps are more valuable than online marketplaces.',
            'Firms that lose money for years are badly managed.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage defines network effects, explains tipping and its limits, and ends with the regulators' dilemma. It says concentration 'can be efficient', so it does not call for break-ups; it compares no products' values; and it explains early losses as a deliberate strategy, not bad management.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Applying a concept',
          type: 'single',
          statement:
            'Which of the following is an example of an indirect network effect as the passage defines it?',
          options: [
            'A video-calling app becomes more useful as more of your friends join it.',
            'A shoe company sells more shoes after lowering its prices.',
            'A food-delivery platform attracts more restaurants as more customers use it, and more customers as more restaurants join.',
            'A telephone becomes indispensable once nearly everyone owns one.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Indirect effects arise on platforms joining 'two groups', where each joins 'for the other side', exactly the restaurants and customers. The video-calling app and the telephone are direct effects among users of the same kind, and a price cut raising sales is not a network effect at all.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'The passage suggests that firms in markets with strong network effects are willing to lose money for years because',
          options: [
            'losses reduce the taxes they pay',
            'regulators require them to subsidise users',
            'they expect network effects to weaken as they grow',
            'the firm that wins such a market may capture most of it, not merely a share',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 3 says they subsidise users to grow quickly because 'the prize for winning is not a share of the market but most of it'. Taxes are never mentioned, regulators are not said to require subsidies, and the firms are betting that network effects will strengthen their lead, not weaken.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Weaken a tendency',
          type: 'single',
          statement:
            'According to the passage, which of the following would make a market less likely to tip towards a single firm?',
          options: [
            'Users can easily use several competing platforms at the same time.',
            'The leading firm offers large discounts to new users.',
            'The market is global rather than local.',
            'Each new user adds value for every existing user.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 4 says that with 'multi-homing' the 'advantage of size weakens'. Discounts by the leader are how firms try to tip markets, a global rather than local market removes the protection local rivals enjoy, and value added by each user is the network effect itself, which drives tipping.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "In the passage, a market that 'tips' is one that",
          options: [
            'pays its workers extra money',
            'swings decisively in favour of one firm',
            'collapses because of regulation',
            'divides evenly among several firms',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage explains that once a firm leads, its lead widens 'until rivals are left with little', so tipping means swinging decisively to one firm. The sense of a gratuity is unrelated, no collapse through regulation is described, and an even division is the opposite.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'CAT', 'Placements'],
        },
      ],
    },
    {
      key: 'p3-comparative-advantage',
      set: {
        kind: 'passage',
        title: "Ricardo's surprising idea",
        body: `Why should a country import goods that it could produce more efficiently itself? The answer, first set out clearly by David Ricardo in 1817, is one of the least intuitive and most important ideas in economics: comparative advantage.

Ricardo's example involved England and Portugal, wine and cloth. Suppose, as he did, that Portugal can produce both goods with less labour than England: it has an absolute advantage in both. It might seem that Portugal gains nothing from trade. Ricardo showed otherwise. What matters is not absolute efficiency but opportunity cost, that is, what must be given up to produce each good. If Portugal's edge over England is much greater in wine than in cloth, then every bale of cloth Portugal makes costs it a good deal of wine it could have made instead. England, being poor at wine-making, gives up relatively little wine when it makes cloth. By specialising, Portugal in wine and England in cloth, and then trading, both countries can end up with more of both goods than if each made everything for itself.

A household version makes the point familiar. A senior lawyer may type faster than her assistant, yet she does better to spend her hours on legal work and pay the assistant to type. Her time has a high opportunity cost.

The theory is often misread. It shows that trade can raise a nation's total income; it does not show that everyone within the nation gains. When a country specialises, workers and firms in industries that shrink can lose heavily, and the gains of others do not automatically compensate them. The theory also rests on assumptions, such as workers moving easily between industries, that hold only partly in practice. Neither point overturns Ricardo's insight, but both explain why trade remains politically contested even among those who accept its logic.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'Which of the following best expresses the main point of the passage?',
          options: [
            'Countries should produce everything they can make more efficiently than others.',
            'Trade benefits every worker in every country that takes part in it.',
            'Ricardo was wrong to think that Portugal could gain from trade with England.',
            'Trade based on comparative advantage can benefit both countries, even when one is better at everything, though not every group gains.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage explains that specialising by opportunity cost lets 'both countries ... end up with more', then warns that it 'does not show that everyone within the nation gains'. The first option is the intuition Ricardo overturned, the second is the misreading the author corrects, and the author says nothing 'overturns Ricardo's insight'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Bank PO', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, what should determine which good a country specialises in?',
          options: [
            'The good in which it has an absolute advantage',
            'The good it can export at the highest price',
            'The good whose production costs it the least in terms of other goods given up',
            'The good that employs the most workers',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage says 'What matters is not absolute efficiency but opportunity cost, that is, what must be given up'. Absolute advantage is explicitly set aside, and export prices and employment are not the basis of Ricardo's reasoning as described.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Function of an example',
          type: 'single',
          statement: 'The example of the lawyer and her assistant is used to',
          options: [
            'show that lawyers are poor at typing',
            'illustrate comparative advantage in an everyday setting',
            'argue that assistants should be paid more',
            'show that absolute advantage decides who does which task',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author introduces it as 'A household version' that 'makes the point familiar': although she types faster, her time's high opportunity cost means she should not type. The example says she types faster, so she is not poor at it; pay is not discussed; and the example shows the opposite of absolute advantage deciding tasks.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'CUET', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement: 'The author would most likely agree with which of the following statements?',
          options: [
            'A trade agreement could raise national income while leaving some workers worse off.',
            'Because trade raises national income, opposition to it must come from people who misunderstand economics.',
            'Workers always move easily from shrinking industries to growing ones.',
            'Comparative advantage applies only to wine and cloth.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The last paragraph says trade can raise 'a nation's total income' while workers in shrinking industries 'can lose heavily'. The author says trade is contested 'even among those who accept its logic', that easy movement between industries holds 'only partly', and the lawyer example shows the idea extends well beyond wine and cloth.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p4-sunk-costs',
      set: {
        kind: 'passage',
        title: 'Money already spent',
        body: `**(1)** A manager has spent two years and a large sum developing a product. Early tests suggest that customers do not want it. Should she spend more to finish it? Most people feel the pull to continue: abandoning the project would 'waste' everything already spent. Economists call this pull the sunk cost fallacy, and they regard it as one of the commonest and most expensive errors in business.

**(2)** A sunk cost is money, time or effort already spent that cannot be recovered whatever one decides now. Because it is the same whichever path is chosen, it should not affect the choice. The only question that matters looks forward: from this point on, will the additional money to be spent bring in more than it costs, compared with the best alternative use of that money? If the answer is no, the rational course is to stop, however painful the write-off.

**(3)** Why is the fallacy so persistent? Part of the reason is psychological: people dislike admitting a mistake, and continuing postpones the admission. Part is social: a manager who cancels a project she championed may be seen as having failed, while one who pushes on can hope for a turnaround and, if it comes, be celebrated. Organisations often make matters worse by rewarding persistence and punishing visible reversals. The Anglo-French Concorde airliner, which governments kept funding long after it was clear it would never repay its costs, gave the error another name: the Concorde fallacy.

**(4)** It is worth being careful, however, about what the principle does not say. It does not say that past spending is irrelevant to everything. What has been spent may have produced assets, such as knowledge, equipment or a trained team, that change the future costs and benefits of continuing, and those must be counted. Nor does it say that one should abandon a project at the first bad signal. Early results are often unreliable, and a project that looks poor today may still be worth completing if the remaining cost is small relative to its likely return. The principle is narrower: the fact that money has been spent is not, by itself, a reason to spend more.

**(5)** Some firms build this into their procedures. They set in advance the conditions under which a project will be stopped, give the decision to someone other than the project's original champion, or review projects as if they were being proposed for the first time: knowing what we know now, would we start this today? Such devices do not remove the emotional pull of sunk costs, but they make it harder for that pull to pass itself off as a business reason.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best states the main idea of the passage?',
          options: [
            'Decisions to continue a project should rest on its future costs and benefits, not on money already spent, and firms can guard against the pull of sunk costs.',
            'Managers should abandon any project as soon as early tests are disappointing.',
            'Past spending should never be considered in any business decision.',
            'The Concorde was the most expensive failure in the history of business.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage defines the forward-looking rule (paragraph 2), explains why the fallacy persists, clarifies the rule's limits, and describes safeguards. Paragraph 4 rejects abandoning a project 'at the first bad signal' and says assets produced by past spending 'must be counted', and the Concorde is an illustration, not ranked as the costliest failure.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Definition',
          type: 'single',
          statement: 'As the passage defines it, a sunk cost is',
          options: [
            'any cost that a project is expected to incur in future',
            'the cost of the best alternative use of money',
            'money, time or effort already spent that cannot be recovered whatever is decided now',
            "a loss that is hidden from the company's accounts",
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 defines it as 'money, time or effort already spent that cannot be recovered whatever one decides now'. Future costs are what the decision should be based on, the best alternative use is the comparison (an opportunity cost), and nothing about hidden losses is said.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'CAT', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Application',
          type: 'single',
          statement:
            'A company has spent ₹50 crore on a half-built plant. Finishing it will cost another ₹10 crore, and the finished plant is expected to bring in ₹8 crore in total. On the reasoning of the passage, the company should',
          options: [
            'finish the plant, so that the ₹50 crore is not wasted',
            'finish the plant, because ₹60 crore is a large investment to protect',
            'stop only if it can recover the ₹50 crore by selling the site',
            'stop, since the remaining cost exceeds the expected return',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'The ₹50 crore is sunk; the forward-looking question is whether spending ₹10 crore more will bring in more than it costs, and ₹8 crore does not. The first two options are the sunk cost fallacy itself, and making the decision depend on recovering the ₹50 crore again lets the sunk cost decide.',
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Bank PO', 'Placements'],
        },
        {
          key: 'q4',
          title: 'Consistent with the principle',
          type: 'single',
          statement: 'Which of the following is consistent with the principle as the author explains it?',
          options: [
            'Continuing a project because the team has already worked on it for years.',
            'Counting the trained team that past spending has produced when estimating the future costs of continuing.',
            'Cancelling a project the moment one early test gives a poor result.',
            "Refusing to consider a project's history of any kind.",
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 4 says assets produced by past spending, 'such as knowledge, equipment or a trained team', change future costs and 'must be counted'. Continuing because of years already invested is the fallacy, the author warns against abandoning 'at the first bad signal', and ignoring all history goes beyond what the principle says.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Purpose of a question',
          type: 'single',
          statement:
            "The review question 'knowing what we know now, would we start this today?' is designed to",
          options: [
            'make decision-makers judge a project on its future prospects, setting aside what has already been spent',
            'encourage managers to start as many new projects as possible',
            'find out who was responsible for the original decision',
            'reward managers who persist with their projects',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Reviewing a project 'as if it were being proposed for the first time' removes the weight of past spending and leaves only forward-looking reasons. It is not meant to multiply projects or to assign blame, and rewarding persistence is what the passage says organisations wrongly do.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CAT', 'Placements'],
        },
      ],
    },
  ],
};
