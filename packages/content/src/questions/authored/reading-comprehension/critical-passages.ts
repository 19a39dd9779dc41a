import type { AuthoredTopic } from '../../authored.js';

export const criticalPassages: AuthoredTopic = {
  topic: 'critical-passages',
  sets: [
    {
      key: 'p1-gardening-headline',
      set: {
        kind: 'passage',
        title: 'From a clue to a verdict',
        body: `**(1)** Suppose a newspaper carries the headline 'Gardening Keeps Your Heart Healthy'. The story beneath reports that researchers followed twenty thousand middle-aged adults for ten years and found that those who gardened at least twice a week were a third less likely to suffer a heart attack than those who did not. The study was large, long and carefully conducted. Should the reader take up a spade?

**(2)** Perhaps, but not because of this study. The study shows an association: gardeners had fewer heart attacks. The headline claims a cause: gardening produced the benefit. Between those two claims lies a gap that the study, by its design, cannot close.

**(3)** Consider who gardens. To garden twice a week, one generally needs a garden, which in most cities means a house with land, which in turn means money. Wealthier people tend to eat better, smoke less and receive better medical care. One also needs the health to kneel, dig and carry. People already suffering from heart trouble, breathlessness or painful joints may have given up gardening for that very reason. If so, the arrow may partly point the other way: poor health leads people to stop gardening, rather than gardening preventing poor health.

**(4)** Good researchers know all this, and they 'adjust' for factors they can measure, such as income, smoking and age. Adjustment helps, but it cannot account for what was not measured: optimism, a supportive family, or the simple habit of staying active in many ways. Gardeners may differ from non-gardeners in dozens of such respects.

**(5)** The question could be settled more firmly by an experiment: take a large group of similar people, assign half of them at random to garden regularly and half not to, and compare the results years later. Random assignment ensures that, on average, the two groups differ only in gardening. Such trials are expensive and slow, and for gardening one will probably never be run.

**(6)** None of this means the original finding is worthless. It is a reasonable clue, and gardening involves exercise, which other evidence shows is good for the heart. The fault lies in the headline, which turns a clue into a verdict.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: "Which of the following best expresses the author's main point?",
          options: [
            'Gardening is probably harmful to people with weak hearts.',
            'The study was badly designed and its findings should be ignored.',
            'The study found an association, but the headline wrongly presents it as proof that gardening causes better heart health.',
            'Adjusting for income and age makes observational studies as reliable as experiments.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author separates the study's 'association' from the headline's claim of 'a cause' and concludes that the headline 'turns a clue into a verdict'. Nothing says gardening harms anyone, the study is called 'carefully conducted' and 'a reasonable clue', and paragraph 4 says adjustment 'cannot account for what was not measured'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Meaning of a sentence',
          type: 'single',
          statement: "In paragraph 3, 'the arrow may partly point the other way' suggests that",
          options: [
            'poor health may cause people to stop gardening, rather than gardening causing good health',
            'gardening may damage the heart instead of protecting it',
            'the researchers may have mixed up the two groups',
            'wealth may be caused by good health rather than the reverse',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The sentence itself explains: 'poor health leads people to stop gardening, rather than gardening preventing poor health', a reversal of the direction of cause. It does not claim gardening is harmful, does not accuse the researchers of error, and the 'arrow' concerns gardening and health, not wealth.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the author, which kind of study could settle the question more firmly?',
          options: [
            'A larger survey of gardeners over a longer period',
            'A study that adjusts for more factors, such as optimism',
            'Interviews with cardiologists about their patients',
            'An experiment in which people are assigned at random to garden or not',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 5 proposes assigning people 'at random to garden regularly and half not to', since randomisation makes the groups differ 'only in gardening'. A larger or longer survey would still show only an association, adjustment cannot capture everything unmeasured, and no one suggests interviewing cardiologists.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'CUET', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Weaken the claim',
          type: 'single',
          statement: "Which of the following, if true, would most weaken the headline's claim?",
          options: [
            'Most gardeners in the study said they enjoyed gardening.',
            'Among participants who were healthy and had similar incomes at the start, gardeners and non-gardeners had the same rate of heart attacks.',
            'The study followed more people than most earlier studies of exercise.',
            'Gardening for an hour burns roughly as many calories as a brisk walk.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'If the difference disappears once initial health and income are held equal, the benefit was due to those factors rather than to gardening, which undercuts the causal claim. Enjoyment is irrelevant to cause, a larger sample does not close the gap between association and cause, and the calorie fact, if anything, makes a benefit more plausible.',
          difficulty: 'hard',
          expectedSeconds: 120,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: "Author's attitude",
          type: 'single',
          statement: "The author's attitude towards the original study is best described as",
          options: [
            'hostile, regarding it as a waste of money',
            'uncritical, accepting its conclusion as proven',
            'fair-minded, valuing it as a clue while rejecting the conclusion drawn from it',
            'indifferent, since the author does not garden',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author says 'None of this means the original finding is worthless. It is a reasonable clue', placing the fault in the headline. That rules out hostility, the whole passage questions the causal conclusion so the author is not uncritical, and the author's own gardening is never mentioned.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-wider-roads',
      set: {
        kind: 'passage',
        title: 'Why wider roads fill up',
        body: `When traffic crawls, the instinct of city planners is to widen the road. The reasoning seems unanswerable: if there are too many cars for the space, add space. Yet transport researchers have observed for decades that new road capacity in congested cities tends to fill up again, often within a few years, and sometimes to the very level of congestion it was meant to relieve. The phenomenon is known as induced demand.

The explanation lies in how people decide to travel. A trip that takes forty minutes in traffic is one that many people avoid: they travel at another hour, take the train, shop closer to home, or do not go at all. When a wider road cuts the trip to twenty minutes, those suppressed trips reappear. People who took the train switch to driving; people who shifted their journeys to quieter hours move them back; over time, some even choose homes farther from work, because the commute now seems manageable. Each of these choices is sensible for the individual, and together they refill the road.

This does not mean road building is always wasted. In a town where traffic is light and growing slowly, extra capacity may well stay free-flowing. Nor does it mean a wider road brings no benefit: more people may now be making trips they value. But if the stated aim is to end congestion in a large, growing city, widening alone is likely to disappoint.

The more promising measures work on demand rather than supply: better public transport, so that the train remains attractive even when the road improves; charging for the use of crowded roads at peak hours; and planning neighbourhoods so that daily needs are within walking distance. These are harder to announce at a ribbon-cutting, and they ask more of citizens. That, rather than any weakness in the evidence, may explain why the widening instinct persists.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main argument',
          type: 'single',
          statement: 'The author argues mainly that',
          options: [
            'no new roads should ever be built in Indian cities',
            'widening roads in congested, growing cities tends not to end congestion, so demand-side measures deserve priority',
            'public transport should be made free in every city',
            'people who drive long distances to work are acting irrationally',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author explains why new capacity 'tends to fill up again' and calls demand-side measures 'more promising'. The author says road building is not 'always wasted', proposes better (not free) public transport, and calls each driver's choice 'sensible for the individual'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, a wider road becomes congested again mainly because',
          options: [
            'the new lanes are poorly designed',
            'planners underestimate the cost of maintenance',
            'faster journeys bring back trips that people had earlier avoided or shifted',
            'public transport becomes more crowded',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 says that when the trip is shorter 'those suppressed trips reappear' as people switch from the train, return to peak hours or move farther away. Design and maintenance costs are not discussed, and people leaving the train would make it less crowded, not more.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Qualification',
          type: 'single',
          statement:
            'In which situation does the author grant that extra road capacity may well stay free-flowing?',
          options: [
            'In a town where traffic is light and growing slowly',
            'In a large city with a good metro network',
            'In a city that charges drivers at peak hours',
            'In any city where the road is widened by at least two lanes',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says 'In a town where traffic is light and growing slowly, extra capacity may well stay free-flowing'. The author does not make this claim about large cities with metros or peak charges, and the number of lanes added is never treated as decisive.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement: 'The last two sentences suggest that road widening remains popular partly because',
          options: [
            'the evidence for induced demand is weak',
            'citizens refuse to use public transport of any kind',
            'it is cheaper than every alternative',
            'it is visible and easy to announce, while demand measures ask more of the public',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author says demand measures 'are harder to announce at a ribbon-cutting, and they ask more of citizens', and that this, 'rather than any weakness in the evidence', explains the instinct. That directly rules out the first option, and nothing is said about refusal to use public transport or about widening being cheaper.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "As used in paragraph 2, 'suppressed' trips are trips that",
          options: [
            'were made secretly',
            'had been held back or not made',
            'were forbidden by law',
            'were made by train',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The 'suppressed' trips are those people avoided while the road was slow, by travelling at another hour, shopping nearer, or not going at all, so they had been held back. There is nothing secret or illegal about them, and train trips are only one of the ways people adjusted, not what the word means.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p3-learning-styles',
      set: {
        kind: 'passage',
        title: 'The trouble with learning styles',
        body: `Few ideas in education are as popular as the belief that each student has a 'learning style' (visual, auditory or kinaesthetic, in the most common version) and learns best when taught in that style. Teachers are trained in it, questionnaires to identify a child's style are widely used, and many students describe themselves confidently as 'visual learners'. The idea is attractive because it seems to respect individual differences. Its problem is that, when tested properly, its central claim has found little support.

It is important to be clear about what that claim is. Nobody disputes that people have preferences: some enjoy diagrams, others prefer to listen. Nor does anyone dispute that some material suits one form better than another; a map is better shown than described. The specific claim is different: that matching teaching to a student's preferred style improves that student's learning. Testing it requires a particular design. Students must be classified by style, then taught in either a matching or a mismatching way, and the results compared. If the theory is right, visual learners should do better with visual teaching and auditory learners with auditory teaching.

Reviews of the research have found few studies that used this design, and those that did mostly failed to find the predicted pattern. Students tended to benefit from the same methods whatever their supposed style.

Why, then, does the idea persist? Partly because it is hard to disprove from experience: a teacher who varies her methods sees her students engaged and credits the matching rather than the variety. Partly because it flatters: being told you have a style feels like being understood. And partly because abandoning it seems to imply that individual differences do not matter, which is not true. Students differ greatly in what they already know, for instance, and that difference matters a great deal for how they should be taught.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'Which of the following best states the main point of the passage?',
          options: [
            'Students do not really have any preferences about how they learn.',
            'All material should be taught visually, since diagrams help everyone.',
            'Teachers should stop varying their methods in the classroom.',
            'The claim that matching teaching to learning styles improves learning has little support from properly designed research.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author says that 'when tested properly, its central claim has found little support' and explains why. The author states that 'Nobody disputes that people have preferences', uses the map only to show that some material suits a form, and credits variety of methods with engaging students rather than condemning it.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Key distinction',
          type: 'single',
          statement: 'The author distinguishes between',
          options: [
            'visual learners and auditory learners',
            'the existence of learning preferences, which is accepted, and the claim that matching them improves learning, which is disputed',
            'teachers who use questionnaires and teachers who do not',
            'old research, which supported learning styles, and new research, which does not',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 accepts preferences and the suitability of some material to some forms, then says 'The specific claim is different: that matching teaching ... improves that student's learning'. The categories of learner are part of the theory, not the author's distinction; questionnaires are mentioned only as evidence of popularity; and no contrast between old and new research is drawn.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Evaluating evidence',
          type: 'single',
          statement:
            'Which result, from a study using the design described, would have supported the learning-styles theory?',
          options: [
            'Visual learners did better with visual teaching, and auditory learners did better with auditory teaching.',
            'All students did better with visual teaching.',
            'Students enjoyed lessons more when teachers used many methods.',
            'Most students described themselves as visual learners.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage says 'If the theory is right, visual learners should do better with visual teaching and auditory learners with auditory teaching'. If everyone does better with one method, style does not matter; enjoyment and self-description do not measure learning at all.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q4',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Which of the following is given in the passage as a reason the idea persists?',
          options: [
            'Research has never tested it.',
            'It is required by most examination boards.',
            'Teachers who vary their methods credit the matching rather than the variety for their success.',
            'Students learn faster when they take style questionnaires.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 says a teacher who varies her methods 'credits the matching rather than the variety'. The passage says research has tested it, if only in a few studies; examination boards are never mentioned; and questionnaires are not said to speed up learning.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Application',
          type: 'single',
          statement: 'The author would most likely advise a teacher to',
          options: [
            'classify every student by style before the term begins',
            'treat all students identically, since individual differences do not matter',
            'avoid diagrams so as not to favour visual learners',
            'take account of what each student already knows when planning lessons',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author ends by saying students 'differ greatly in what they already know' and that this 'matters a great deal for how they should be taught'. Classifying by style is what the passage doubts, the author explicitly says individual differences do matter, and the author accepts that some material, like a map, is best shown.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GMAT'],
        },
      ],
    },
  ],
};
