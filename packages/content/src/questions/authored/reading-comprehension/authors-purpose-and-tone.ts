import type { AuthoredTopic } from '../../authored.js';

export const authorsPurposeAndTone: AuthoredTopic = {
  topic: 'authors-purpose-and-tone',
  sets: [
    {
      key: 'p1-meeting-about-meetings',
      set: {
        kind: 'passage',
        title: 'The meeting about the next meeting',
        body: [
          "There is a meeting, somewhere in every organisation, whose purpose is to decide when the next meeting will be held. It is never described this way. The calendar invitation calls it an 'alignment session' or a 'sync', and it is attended by eleven people, four of whom are there because they were invited to the previous one and nobody dared to remove them.",
          "The meeting opens with a review of the action points from last time. Most are marked 'in progress', a phrase that, in the language of meetings, means 'not begun but not forgotten'. One has been completed, and its owner is congratulated at a length that suggests completion is rare enough to deserve a ceremony.",
          'Discussion follows. A question is raised that could be answered by one person sending one email, and so it is assigned to a working group. Someone shares a screen; a spreadsheet appears in a font too small to read, and everyone nods. The most senior person present says very little, which is taken as wisdom, and the most junior says nothing at all, which is taken as agreement.',
          'At the end, the chair observes that it has been a productive conversation and that it would be good to reconvene. Calendars are consulted. The only slot free for all eleven is three weeks away, and so the decisions that could have been made today will be made then, by roughly the same people, in roughly the same room, with one new action point: to review the action points.',
          'None of the participants would defend this meeting if asked about it alone. Together, they will hold it again.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Tone',
          type: 'single',
          statement: 'The tone of the passage is best described as:',
          options: [
            'outraged and accusatory',
            'neutral and informative',
            'wryly satirical',
            'bitter and despairing',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage uses exaggeration and dry humour, such as congratulations 'rare enough to deserve a ceremony' and the action point 'to review the action points', which is wry satire. It blames no one in particular and never raises its voice, so it is not outraged. Its irony rules out neutrality, and its lightness rules out bitterness or despair.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q2',
          title: 'Purpose',
          type: 'single',
          statement: "The author's main purpose is to:",
          options: [
            'offer step-by-step guidelines for running efficient meetings',
            'mock, through exaggeration, the habits that make many workplace meetings unproductive',
            'argue that all meetings should be abolished',
            'trace the history of meetings in modern organisations',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The piece caricatures familiar habits (vague action points, delegating trivial questions, silent nodding) to expose their futility. It offers no guidelines. It targets one kind of meeting, not all meetings. It describes a single typical meeting rather than any history.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Device in a phrase',
          type: 'single',
          statement:
            "The explanation of 'in progress' as meaning 'not begun but not forgotten' is an example of:",
          options: [
            'a literal definition taken from a management manual',
            'the author admitting personal failure',
            'a complaint about a particular colleague',
            'an ironic translation of office jargon',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author pretends to translate 'the language of meetings' and reveals what the polite phrase conceals, which is irony. No manual is cited, the author does not speak about personal failure, and no individual colleague is targeted; the joke is about a general habit.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q4',
          title: 'Function of the ending',
          type: 'single',
          statement: 'The last two sentences of the passage primarily serve to suggest that:',
          options: [
            "the problem arises from group habits rather than from any individual's wishes",
            'the participants secretly enjoy the meeting',
            "the chair is responsible for the meeting's failure",
            'the meeting will be cancelled once someone complains',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Each participant alone would not defend the meeting, yet together they repeat it, so the fault lies in collective habit. The sentences say nobody would defend it, which does not suggest enjoyment. They spread the responsibility rather than blaming the chair, and 'they will hold it again' contradicts the idea of cancellation.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p2-free-bus-travel',
      set: {
        kind: 'passage',
        title: 'Free bus travel for women: an early assessment',
        body: [
          '**(1)** Several Indian states and cities have in recent years made bus travel free for women. Supporters present the policy as a transformation; opponents call it a giveaway that will bankrupt transport corporations. Both descriptions claim more than the evidence so far can support.',
          "**(2)** What the early evidence suggests is that the schemes have increased the number of women travelling by bus, and that for women in low-paid work the saving is not trivial: a daily fare that seems small to a salaried commuter can be a noticeable share of a domestic worker's earnings. Some surveys also suggest that women are travelling for purposes beyond work, such as visiting relatives or markets, which may reflect a modest widening of their freedom of movement.",
          '**(3)** Less clear is whether fare-free travel alone addresses the reasons many women avoided buses in the first place. Safety at bus stops, overcrowding, infrequent services on routes away from the main corridors and poorly lit walks to the stop are not solved by removing the fare, and may be worsened if ridership rises without more buses.',
          '**(4)** The costs, too, deserve sober attention rather than alarm. Transport corporations must be reimbursed for the lost revenue if services are not to decline, and that money has to come from somewhere. A scheme that is generous at the ticket window but starves the fleet of new buses would, over time, undermine its own purpose.',
          '**(5)** The fair verdict at this stage, then, is a hopeful but conditional one. Free fares appear to be opening doors; whether those doors lead anywhere depends on the less visible work of running more, safer and more frequent buses.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Tone',
          type: 'single',
          statement: "The author's tone towards the policy is best described as:",
          options: [
            'enthusiastic and celebratory',
            'measured and cautiously hopeful',
            'dismissive and cynical',
            'alarmed and fearful',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author calls the verdict 'hopeful but conditional' and weighs benefits against unresolved problems, which is measured and cautiously hopeful. Paragraph 1 rejects calling it a 'transformation', so it is not celebratory. The author acknowledges real benefits, so it is not cynical, and asks for 'sober attention rather than alarm' about costs.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Primary purpose',
          type: 'single',
          statement: 'The primary purpose of the passage is to:',
          options: [
            'persuade more states to adopt free bus travel for women immediately',
            'show that free bus travel will bankrupt transport corporations',
            'describe how bus fares are calculated in Indian cities',
            'assess the early effects of a policy and the conditions for its success, rejecting both extreme views',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 1 sets aside both the 'transformation' and 'giveaway' claims, and the rest weighs evidence and names conditions (more, safer, more frequent buses): an assessment. The author urges no immediate adoption and rejects the bankruptcy claim as unsupported. Fare calculation is never discussed.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Why the domestic worker is mentioned',
          type: 'single',
          statement: 'Why does the author mention a domestic worker in paragraph 2?',
          options: [
            'To show that the saving matters more to low earners than it might appear to others',
            'To argue that domestic workers should be paid higher wages',
            'To suggest that salaried commuters do not use buses',
            "To prove that the policy has transformed women's lives",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The example contrasts a fare that seems small to a salaried commuter with its weight in a domestic worker's earnings, showing the saving is 'not trivial' for low earners. Wages are not the subject. Nothing is said about who uses buses. The author avoids the word 'transformation' and speaks only of a 'modest widening' of freedom.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
        {
          key: 'q4',
          title: "Attitude in 'sober attention'",
          type: 'single',
          statement:
            "By saying the costs 'deserve sober attention rather than alarm', the author indicates a wish to:",
          options: [
            'ignore the costs since the benefits are greater',
            'warn readers that the costs will soon become unmanageable',
            'examine the costs calmly and realistically without panic',
            'blame transport corporations for wasting money',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "'Sober' here means serious and level-headed, contrasted with 'alarm', so the author wants a calm, realistic examination. The costs are not ignored; the paragraph explains who must pay. Predicting unmanageable costs is the alarm the author rejects. Corporations are to be reimbursed, not blamed.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'Bank PO', 'GRE'],
        },
        {
          key: 'q5',
          title: 'The closing image',
          type: 'single',
          statement: 'The image of doors in the final paragraph is used to suggest that:',
          options: [
            'buses should have more doors to reduce crowding',
            'free fares create opportunities whose value depends on better services',
            'the policy has already achieved its aims',
            'women no longer face any barriers to travel',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Free fares are 'opening doors', but 'whether those doors lead anywhere depends on' more, safer and more frequent buses: opportunity that depends on service quality. The image is figurative, not about bus design. The verdict is 'conditional', so aims are not yet achieved, and paragraph 3 lists barriers that remain.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p3-last-show',
      set: {
        kind: 'passage',
        title: 'The last show at the Shalimar',
        body: [
          '**(1)** The Shalimar Talkies, a single-screen cinema in an old neighbourhood of our town, showed its last film on a Thursday, to an audience of about forty people in a hall built for nine hundred. The ceiling fans turned as they always had, slightly out of time with one another. Nobody made a speech.',
          '**(2)** It would be dishonest to pretend that the Shalimar was closed by some villain. Its seats were broken, its sound system crackled through the loud scenes, and its toilets were best not described. The multiplex at the new mall is cleaner, cooler and more comfortable, and most of the people now mourning the Shalimar on social media had not bought a ticket there in years. I include myself among them.',
          "**(3)** What is worth mourning is not the building but a kind of audience. The Shalimar's cheapest seats cost less than a cup of coffee at the mall, and on a Friday night they held porters from the market, college students, families with sleeping children and old men who had watched the same star's films for forty years. When the hero made his entrance, the whole hall whistled together. No one who has heard that sound forgets it, and no one who has heard it would mistake it for the polite silence of a multiplex.",
          "**(4)** Cities change, and not every change can or should be resisted. But when a place that gathered people across income and age disappears, it is worth asking what, if anything, will gather them now. The Shalimar's answer, for sixty years, was a film and a cheap ticket. I do not know what the answer will be next.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Tone',
          type: 'single',
          statement: 'Which of the following best describes the tone of the passage?',
          options: [
            'angry and accusatory',
            'sentimental and uncritical',
            'nostalgic yet clear-eyed',
            'indifferent and detached',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author mourns the shared audience (paragraph 3) but admits the cinema's flaws and his own absence (paragraph 2): nostalgic yet clear-eyed. Paragraph 2 refuses to blame a villain, so the tone is not accusatory. Listing broken seats and crackling sound is hardly uncritical. The personal voice and the closing question show the author is far from indifferent.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Purpose of paragraph 2',
          type: 'single',
          statement: 'What is the purpose of paragraph 2?',
          options: [
            'To concede that the cinema declined for understandable reasons rather than because of a villain',
            'To persuade readers to stop visiting multiplexes',
            "To blame the cinema's owners for neglecting the building",
            "To describe the author's favourite films",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 says it would be 'dishonest to pretend' a villain closed the Shalimar and lists real reasons audiences left: a concession. It admits the multiplex is more comfortable rather than urging a boycott. It mentions the poor condition but blames no one for it. No films are discussed.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q3',
          title: "Effect of 'I include myself among them'",
          type: 'single',
          statement: "The sentence 'I include myself among them' chiefly shows the author's:",
          options: [
            'contempt for people who post on social media',
            'honesty in admitting his own part in the neglect he describes',
            'pride in having been a loyal customer',
            'wish to reopen the cinema himself',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "'Them' refers to the mourners who had not bought a ticket in years; by joining them the author admits his own share in the decline. He criticises no one with contempt, and including himself rules that out. The admission is the opposite of loyalty, and nothing suggests plans to reopen the cinema.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Overall purpose',
          type: 'single',
          statement: "The author's main purpose in the passage is to:",
          options: [
            'campaign for the Shalimar to be reopened',
            'review the facilities of the new multiplex',
            'criticise people who mourn the cinema online',
            'reflect on the loss of a place that brought different kinds of people together',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'Paragraphs 3 and 4 identify what is worth mourning (a mixed audience) and ask what will gather people now: a reflection on that loss. Paragraph 4 accepts that not every change should be resisted, so there is no campaign. The multiplex is mentioned only for contrast. The online mourners are noted in passing, with the author among them, not criticised as the main aim.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GRE'],
        },
      ],
    },
  ],
};
