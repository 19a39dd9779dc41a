import type { AuthoredTopic } from '../../authored.js';

export const criticalReasoning: AuthoredTopic = {
  topic: 'critical-reasoning',
  sets: [
    {
      key: 'p1-cycle-lanes',
      set: {
        kind: 'passage',
        title: 'Do the cycle lanes make roads safer?',
        body: [
          '**(1)** Two years ago, the fictional city of Harinagar built protected cycle lanes, separated from traffic by low concrete kerbs, along its four busiest roads. Last year, the number of cyclists injured in accidents on those roads was 30 percent higher than in the year before the lanes were built. Councillor Rao has concluded that the lanes have made cycling on these roads more dangerous and should be removed.',
          "**(2)** The lanes were part of a wider plan, announced with some fanfare, to persuade residents to make short trips by bicycle rather than by car or motorcycle. The plan also promised new bicycle parking at markets and a public bicycle-hire scheme, neither of which has yet been delivered. The council will vote on the councillor's proposal next month, and both supporters and opponents of the lanes have been lobbying councillors.",
          '**(3)** A cycling association disagrees with the councillor. It argues that the lanes have made the roads safer, pointing out that since they were built, the number of serious injuries to cyclists, those requiring admission to hospital, has fallen, even though the total number of injuries has risen. The association also notes that the lanes are used by schoolchildren, delivery riders and commuters, and argues that removing them would push these riders back into the main traffic.',
          '**(4)** Shopkeepers on one of the four roads have raised a separate objection. Their sales have fallen since the lanes replaced roadside parking, and they argue that the lanes have driven customers away. The transport department notes, however, that sales have also fallen at shops on nearby roads where parking was unchanged.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Weaken the councillor's conclusion",
          type: 'single',
          statement: "Which of the following, if true, most seriously weakens Councillor Rao's conclusion?",
          options: [
            'Several of the injured cyclists were not wearing helmets.',
            'Drivers complain that the lanes have slowed traffic on the four roads.',
            'The concrete kerbs cost more to build than the council had budgeted.',
            'The number of people cycling on the four roads has more than doubled since the lanes were built.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'If cyclists more than doubled while injuries rose only 30 percent, the risk to each cyclist fell, so the lanes may have made cycling safer, not more dangerous. Helmets affect how badly riders are hurt, not whether the lanes raised the risk. Slower traffic and cost overruns may be objections to the lanes, but they say nothing about whether cycling became more dangerous.',
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
        {
          key: 'q2',
          title: "Assumption of the association's argument",
          type: 'single',
          statement: "The cycling association's argument depends on which of the following assumptions?",
          options: [
            'All cyclists in Harinagar use the new lanes.',
            'No other change on the four roads, such as a lower speed limit introduced at the same time, accounts for the fall in serious injuries.',
            'The total number of injuries will fall next year.',
            'Serious injuries are more common than minor ones.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The association credits the lanes with the fall in serious injuries; if some other simultaneous change explained it, the argument would collapse, so it must assume no such change did. It need not assume every cyclist uses the lanes, nor predict next year's totals. Whether serious injuries outnumber minor ones is irrelevant; the argument concerns the direction of change.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['GMAT', 'CAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Resolve the discrepancy',
          type: 'single',
          statement:
            'Which of the following, if true, best explains how total injuries could rise while serious injuries fall?',
          options: [
            'The kerbs cause many minor falls, but they prevent collisions with fast motor vehicles, which cause most serious injuries.',
            'Hospitals in Harinagar have added more beds since the lanes were built.',
            'Most accidents in Harinagar happen at night.',
            'Cyclists in Harinagar are on average younger than cyclists elsewhere.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The first option gives the lanes two effects that pull in opposite directions: more minor mishaps and fewer high-speed collisions, which fits both figures. More hospital beds would, if anything, raise admissions, and they do not explain why fewer injuries were serious. Night-time accidents and the riders' age apply before and after the lanes alike, so they explain no change.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
        {
          key: 'q4',
          title: "Role of the department's observation",
          type: 'single',
          statement: "The transport department's observation in paragraph 4 is relevant because it:",
          options: [
            'proves that the lanes increased sales on nearby roads',
            'shows that shopkeepers exaggerate their losses',
            'suggests that a factor other than the lanes may explain the fall in sales',
            'establishes that roadside parking has no effect on shops',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "If sales also fell where parking was unchanged, something common to the area, not the lanes, may be responsible. Sales on nearby roads fell, so the first option is contradicted. Nothing shows exaggeration. The observation weakens the shopkeepers' explanation but cannot establish that parking never matters, which is too strong.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['GMAT', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: "Strengthen the shopkeepers' claim",
          type: 'single',
          statement:
            "Which of the following, if true, would most strengthen the shopkeepers' claim despite the department's observation?",
          options: [
            'The shopkeepers on the road have been in business for many years.',
            'Cyclists rarely stop at shops on any road in Harinagar.',
            'Sales in the city as a whole have been rising.',
            'Sales on the road with the lanes have fallen far more steeply than sales on the nearby roads.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "A much steeper fall where the lanes replaced parking suggests an extra cause on that road, which the lanes could be, so the fourth option strengthens the claim against the department's point. Years in business is irrelevant. Cyclists rarely stopping anywhere does not distinguish this road from others. City-wide growth says nothing about the comparison with nearby roads, where sales also fell.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-four-day-week',
      set: {
        kind: 'passage',
        title: 'A four-day week at a software firm',
        body: [
          "**(1)** Last year a fictional software firm, Tarang Systems, allowed its 200 employees to work four days a week instead of five, at the same pay. Over the following six months, output per employee, measured by the number of project tasks completed, was 5 percent higher than in the same six months of the previous year. The firm's director concluded that the shorter week had made employees more productive, and recommended that other firms adopt it.",
          '**(2)** Under the scheme, each employee chose either Monday or Friday as a day off, so that the office itself stayed open five days a week. The director has described the scheme as an experiment to be reviewed after a year, and has said the firm would return to a five-day week if clients complained about slower responses. So far, she says, none have.',
          "**(3)** The firm's head of human resources adds that resignations during the six months fell by half compared with the previous year. She argues that the new schedule will therefore save the firm much of the cost of recruiting and training replacements.",
          '**(4)** Analysts at a consultancy are sceptical. They point out that a competitor which also moved to a four-day week last year saw its output per employee fall. They add that early results of such schemes tend to be flattering, since employees who value a new arrangement have every reason to work hard to keep it, at least at first, and that six months of results say little about the years that follow.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: "Assumption of the director's conclusion",
          type: 'single',
          statement:
            "The director's conclusion that the shorter week made employees more productive assumes that:",
          options: [
            'all employees preferred the four-day week',
            'other firms have similar numbers of employees',
            'no other change during those six months, such as new software tools or easier projects, accounts for the rise in completed tasks',
            'output per employee will keep rising by 5 percent every six months',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The director attributes the 5 percent rise to the schedule; that inference holds only if nothing else explains it, so the third option is required. Employees' preferences are not needed for the causal claim. Firm size bears on the recommendation at most, not on the conclusion about Tarang. The argument does not depend on the rise continuing.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
        {
          key: 'q2',
          title: "Weaken the director's evidence",
          type: 'single',
          statement:
            "Which of the following, if true, most weakens the director's evidence for higher productivity?",
          options: [
            'During those six months, clients shifted to projects that were divided into many more, smaller tasks.',
            'Employees reported feeling less tired at the end of each week.',
            'The firm had planned the change for more than a year.',
            'The firm kept the same number of employees throughout the year.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Productivity was measured by tasks completed; if projects were split into more, smaller tasks, the count would rise without any real gain in output, undermining the evidence. Feeling less tired is, if anything, consistent with the director's view. How long the change was planned is irrelevant. A stable headcount removes a possible confusion rather than creating one.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['GMAT', 'CAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Strengthen the HR argument',
          type: 'single',
          statement:
            "Which of the following, if true, most strengthens the head of human resources' argument?",
          options: [
            'The firm raised salaries at the same time as it shortened the week.',
            'In exit interviews before the change, most departing employees named long working hours as their main reason for leaving.',
            'Recruiting a new employee costs the firm very little.',
            'Most employees who resigned in the previous year had joined recently.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'If long hours were the main reason people left, the shorter week plausibly caused the fall in resignations, supporting the expected savings. A simultaneous pay rise would be a rival explanation, weakening the argument (and the passage says pay stayed the same). Cheap recruitment shrinks the claimed savings. The tenure of past leavers does not link the fall to the schedule.',
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
        {
          key: 'q4',
          title: 'Reconcile the two firms',
          type: 'single',
          statement:
            "Which of the following, if true, best reconciles Tarang's rise in output with the competitor's fall after the same change?",
          options: [
            'The competitor is located in a different city.',
            'Both firms announced the change in the same month.',
            "The competitor's work requires staff to be available to clients every weekday, while Tarang's work is mostly self-scheduled project work.",
            'The competitor has more employees than Tarang.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "If the competitor's work depends on weekday availability, losing a day would cut its output, while Tarang's self-paced work could be compressed into four days, so the same policy could have opposite effects. Location, timing of the announcement and size, on their own, give no reason why the change would help one firm and hurt the other.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p3-hospital-death-rates',
      set: {
        kind: 'passage',
        title: 'Reading hospital death rates',
        body: [
          '**(1)** Published figures for two hospitals in the same fictional district show that, among patients admitted for heart surgery, 4 percent died within a month at Suraksha Hospital, compared with 2 percent at Nirmal Hospital. The figures, released by the district health office, cover the past three years. A newspaper editorial concluded that patients needing heart surgery should choose Nirmal, since their chances of survival would be twice as good there.',
          "**(2)** Suraksha is a government hospital in the district town; Nirmal is a private hospital on the outskirts that opened five years ago. After the editorial appeared, Nirmal's waiting list for heart surgery grew by several weeks, and Suraksha's managers wrote to the newspaper asking it to publish a reply from one of their senior surgeons.",
          "**(3)** A surgeon at Suraksha responded that the comparison is misleading. Suraksha, she pointed out, is the district's only hospital with an intensive-care unit equipped for high-risk heart patients, and doctors across the district routinely send their most serious cases there. Some of these patients, she added, arrive only after treatment elsewhere has failed.",
          "**(4)** The district health office has now proposed publishing each surgeon's individual death rate so that patients can choose their surgeon. Supporters of the proposal say that patients have a right to know how their surgeon performs and that surgeons with poor results would be prompted to improve. Some doctors warn that it could instead lead surgeons to refuse high-risk patients in order to protect their figures. The proposal will be discussed at a meeting of the district's doctors next month.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Assumption of the editorial',
          type: 'single',
          statement: "The editorial's conclusion depends on which of the following assumptions?",
          options: [
            'Nirmal Hospital performs more heart operations than Suraksha.',
            'Patients prefer hospitals close to their homes.',
            'Death within a month is the only measure of surgical quality.',
            'The patients treated at the two hospitals were broadly similar in how ill they were on admission.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Comparing raw death rates tells a patient where he is safer only if the hospitals treat similar patients; otherwise the difference may reflect who is admitted. The number of operations and patients' preferences for nearby hospitals do not affect the logic. The editorial uses one measure but need not assume it is the only one; its conclusion would still follow if other measures agreed.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
        {
          key: 'q2',
          title: "Method of the surgeon's reply",
          type: 'single',
          statement: 'The surgeon responds to the editorial by:',
          options: [
            'pointing out that a difference in the mix of patients could explain the difference in death rates',
            'questioning whether the published figures were calculated correctly',
            "arguing that Nirmal's surgeons are less experienced",
            'claiming that death rates are not important to patients',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "She notes that Suraksha receives the district's most serious cases, an alternative explanation for its higher rate. She does not dispute the accuracy of the figures, says nothing about Nirmal's surgeons, and does not dismiss death rates as unimportant.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['GMAT', 'CAT', 'Bank PO'],
        },
        {
          key: 'q3',
          title: "Strengthen the surgeon's reply",
          type: 'single',
          statement: "Which of the following, if true, most strengthens the surgeon's response?",
          options: [
            'Suraksha Hospital was built more recently than Nirmal Hospital.',
            'Among patients classified as low-risk on admission, the death rate at Suraksha was lower than at Nirmal.',
            'Nirmal Hospital plans to open an intensive-care unit next year.',
            'Most patients in the district live closer to Nirmal than to Suraksha.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "If Suraksha does better when comparable low-risk patients are compared, its higher overall rate must come from its share of high-risk cases, which is exactly the surgeon's point. The age of the buildings and distance from patients' homes do not bear on the comparison. Nirmal's future plans say nothing about the current figures.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['GMAT', 'CAT', 'GRE'],
        },
        {
          key: 'q4',
          title: "Support the doctors' warning",
          type: 'single',
          statement:
            "Which of the following, if true, most supports the doctors' warning about publishing individual death rates?",
          options: [
            'In a region where such figures were published, the share of high-risk patients operated on fell, while more of them were sent to other regions.',
            'Most patients in the district do not read newspapers.',
            'Surgeons in the district have similar levels of training.',
            'Publishing the figures would cost the health office very little.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'The first option gives evidence from elsewhere that publication was followed by surgeons operating on fewer high-risk patients, the very behaviour the doctors predict. Newspaper readership, similar training and low cost do not bear on whether surgeons would turn away risky cases.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['GMAT', 'CAT', 'Placements'],
        },
      ],
    },
  ],
};
