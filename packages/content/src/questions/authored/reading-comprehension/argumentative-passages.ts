import type { AuthoredTopic } from '../../authored.js';

export const argumentativePassages: AuthoredTopic = {
  topic: 'argumentative-passages',
  sets: [
    {
      key: 'p1-what-a-score-contains',
      set: {
        kind: 'passage',
        title: 'What an entrance score contains',
        body: `**(1)** Defenders of the high-stakes entrance examination make a strong case, and it deserves to be stated fairly before it is questioned. A single, anonymous test, they say, is the most impartial gatekeeper we have. It does not know the candidate's surname, it cannot be charmed at an interview, and it does not care which school wrote the recommendation letter. In a society where connections have long decided who gets ahead, an examination that ranks strangers by their answers alone is a democratic instrument.

**(2)** All of this is true, and it is also incomplete. The examination is blind to who the candidate is, but it is not blind to what the candidate has been able to buy. A score reflects ability, but it also reflects two years of coaching, a quiet room, a reliable internet connection and the freedom not to earn a wage while preparing. When the stakes are high enough, an industry grows up whose whole purpose is to convert money into marks, and it succeeds well enough that the score becomes partly a measure of the family's resources. The test remains impartial in form while becoming partial in effect.

**(3)** The usual response is that the alternatives are worse: interviews, school grades and recommendation letters are even more open to privilege. This is a fair point, but it defends the examination only against a choice nobody needs to make. The question is not whether to abolish the test but whether to let it decide alone. A rank obtained after years of coaching and a slightly lower rank obtained without any do not mean the same thing, and a selection system that treats them as identical is measuring something other than what it claims to measure.

**(4)** There are practical ways to read a score in context: weighting it against the resources available to the candidate's school or district, admitting some candidates who clear a threshold rather than a rank, or adding a second stage that checks how quickly a candidate learns something unfamiliar, which coaching can prepare for less easily. Each has costs, and each can be gamed. But the choice between a perfectly impartial test and a messy, contextual one is a false choice, because the test was never perfectly impartial. The real choice is between acknowledging what the score contains and pretending it contains nothing but merit.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'Which of the following best expresses the main point of the passage?',
          options: [
            'High-stakes entrance examinations should be abolished because they favour the wealthy.',
            'Interviews and school grades are fairer ways of selecting candidates than examinations.',
            'Because scores partly reflect resources, they should be read in context rather than allowed to decide alone.',
            'The coaching industry should be regulated so that all candidates can afford it.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author says 'the question is not whether to abolish the test but whether to let it decide alone' and proposes ways 'to read a score in context'. Abolition is explicitly set aside, the author accepts that the alternatives may be 'even more open to privilege', and regulating coaching is never proposed.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Role of a paragraph',
          type: 'single',
          statement: 'The first paragraph functions mainly to',
          options: [
            'present the opposing view fairly before the author qualifies it',
            "state the author's final conclusion about entrance examinations",
            'give a historical account of how entrance examinations began',
            'offer an example of a candidate who gained from coaching',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The author says the defenders' case 'deserves to be stated fairly before it is questioned', and paragraph 2 begins 'All of this is true, and it is also incomplete'. The conclusion comes in paragraph 4, there is no history of examinations, and no individual candidate is described.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Meaning of a phrase',
          type: 'single',
          statement:
            "By 'impartial in form while becoming partial in effect', the author means that the test",
          options: [
            'is secretly designed to favour candidates from certain schools',
            'treats every candidate alike, yet its results end up favouring those with more resources',
            'is fair to some subjects but biased against others',
            'has become less rigorous as coaching has spread',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The test is 'blind to who the candidate is' (impartial form) but scores come to reflect 'the family's resources' (partial effect). The author alleges no secret design, compares no subjects, and never says the test has become less rigorous.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Handling a counter-argument',
          type: 'single',
          statement:
            'How does the author deal with the claim that the alternatives to the examination are worse?',
          options: [
            'By showing that interviews are in fact less open to privilege than tests.',
            'By agreeing and concluding that the examination should remain the only criterion.',
            'By arguing that recommendation letters are the fairest method available.',
            'By granting the point but noting that it answers a proposal, abolition, that is not being made.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author calls it 'a fair point' that 'defends the examination only against a choice nobody needs to make', since the question is 'not whether to abolish the test'. The author does not dispute that interviews are more open to privilege, rejects letting the test 'decide alone', and nowhere praises recommendation letters.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Weaken the argument',
          type: 'single',
          statement:
            "Which of the following, if true, would most seriously weaken the author's claim that scores partly measure a family's resources?",
          options: [
            'Coaching fees have risen faster than incomes over the last decade.',
            'Candidates from wealthier families are more likely to enrol in coaching.',
            'Interview panels tend to favour candidates who speak fluent English.',
            'Coached and uncoached candidates with similar school records were found to obtain nearly identical scores.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The claim rests on coaching and other purchases converting 'money into marks'; if comparable candidates score the same with or without coaching, that conversion is not happening. Rising fees and wealthier families enrolling more often fit the author's view rather than undermining it, and interview bias concerns the alternatives, not what scores measure.",
          difficulty: 'hard',
          expectedSeconds: 120,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-judging-zoos',
      set: {
        kind: 'passage',
        title: 'What makes a zoo a conservation institution?',
        body: `Is the modern zoo a conservation institution, or an entertainment business that has learnt the vocabulary of conservation? Its defenders point to captive breeding programmes that have pulled species back from the brink. The Arabian oryx and the California condor, both once lost from the wild or reduced to a handful of birds and beasts, live in the wild today partly because of breeding in zoos and similar centres. These successes are real.

But they are also rare, and the argument built on them proves less than it seems. Most animals in most zoos are not part of any reintroduction programme, and many belong to species that are not threatened at all. They are kept because visitors want to see them. A lion or a giraffe sells tickets; an endangered freshwater mussel does not. If conservation were the guiding purpose, collections would look very different.

Zoos also claim an educational role: a child who sees an elephant, it is said, will grow up caring about elephants. This is plausible, but it is a hope, not a finding. The evidence that a zoo visit changes what people know or do over the long run is modest and mixed, and a visit that consists of a few minutes before each enclosure may teach as much about an animal's boredom as about its life in the wild.

None of this means that zoos should close. It means that they should be judged by what they do rather than by what they say. A zoo that spends a real share of its income on protecting habitats, that breeds threatened species under coordinated programmes, and that keeps fewer animals in better conditions earns the word conservation. A zoo that uses the word to sell tickets for the same old enclosures does not.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main conclusion',
          type: 'single',
          statement: "Which of the following best states the author's conclusion?",
          options: [
            'Zoos should be closed because their breeding programmes have failed.',
            'Zoos should be judged by their actual conservation work rather than by their claims.',
            "Zoos are valuable chiefly because of their role in children's education.",
            'Zoos should keep only endangered species such as freshwater mussels.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The final paragraph says zoos 'should be judged by what they do rather than by what they say'. The author says zoos need not close and calls the breeding successes 'real', doubts the educational claim, and uses the mussel only to show how visitor appeal shapes collections, not as a rule for what to keep.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Role of evidence',
          type: 'single',
          statement: 'The examples of the Arabian oryx and the California condor serve in the passage as',
          options: [
            'proof that most zoo animals are part of reintroduction programmes',
            'evidence that zoo visits change how people behave',
            "evidence for the defenders' view, which the author accepts but argues is limited",
            'examples of species that zoos failed to save',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author concedes 'These successes are real' and then adds 'they are also rare, and the argument built on them proves less than it seems'. The author says most zoo animals are not in such programmes, the examples concern breeding rather than visitor behaviour, and they are successes, not failures.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Meaning of a phrase',
          type: 'single',
          statement:
            "The phrase 'an entertainment business that has learnt the vocabulary of conservation' suggests a business that",
          options: [
            'uses the language of conservation without necessarily doing conservation',
            'has trained its staff in the scientific names of animals',
            'runs programmes that teach visitors about endangered species',
            'has given up entertainment in favour of research',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "To learn a 'vocabulary' without the substance is to adopt the words only, which the last sentence echoes: a zoo that 'uses the word to sell tickets'. Scientific names are a literal misreading, educational programmes would be actual activity rather than vocabulary, and the phrase implies entertainment continues, not that it is abandoned.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Strengthen the argument',
          type: 'single',
          statement:
            'Which of the following, if true, would most strengthen the claim that zoo collections are chosen mainly for their appeal to visitors?',
          options: [
            'Some zoos spend part of their income on protecting habitats.',
            'Breeding programmes for threatened species require coordination among many zoos.',
            'Children say they enjoy watching elephants more than any other animal.',
            'Across many zoos, popular large mammals are kept far more often than threatened species that are no harder to care for.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "If threatened species that are equally easy to keep are passed over for popular mammals, visitor appeal, rather than cost or difficulty, best explains the choice. Habitat spending and coordinated breeding describe conservation work and do not bear on how animals are chosen, and children's preferences show what is popular, not how zoos choose.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: "Author's view on education",
          type: 'single',
          statement:
            "The author's attitude towards the claim that zoos educate visitors is best described as",
          options: [
            'sceptical but open',
            'wholehearted acceptance',
            'outright contempt',
            'complete indifference',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The author calls the claim 'plausible' but 'a hope, not a finding', with evidence 'modest and mixed', which is measured scepticism. Calling it a mere hope rules out wholehearted acceptance, granting that it is plausible rules out contempt, and a whole paragraph on it rules out indifference.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
      ],
    },
    {
      key: 'p3-machines-and-work',
      set: {
        kind: 'passage',
        title: 'Will this time be different?',
        body: `Every generation of new machines has brought predictions of mass unemployment, and every such prediction has so far been wrong. Power looms, tractors, automatic telephone exchanges and spreadsheets each destroyed whole categories of work, yet employment overall kept growing, because cheaper goods left people with money to spend on other things and new occupations appeared to meet the new demand. Optimists conclude that today's anxiety about artificial intelligence is simply the latest false alarm.

The historical record deserves to be taken seriously, but the optimists draw more from it than it can give. The record shows that economies have adjusted in the long run; it says much less about the people who lived through the adjustment. The handloom weavers displaced by machinery in nineteenth-century Britain did not, for the most part, become factory managers; many of them endured years of poverty. 'In the long run employment recovered' is a statement about aggregates, and no one lives as an aggregate.

There is a second difficulty. The reassuring pattern of the past depended on a particular feature: machines took over certain tasks, usually physical or routine ones, while humans kept an advantage in others, to which displaced workers could move. Whether that will hold depends on what the new technology can do. If it can perform a wide range of cognitive tasks cheaply, the set of tasks left for workers may shrink, or may demand skills that take years to acquire. The past cannot settle whether this time is different, because the question is precisely whether the conditions that made the past reassuring still apply.

None of this justifies panic, and those who have predicted the end of work have a poor record. What it justifies is preparation: retraining that is funded before a sector collapses rather than after, income support that lets workers move between jobs without falling into destitution, and honesty about the fact that even a transition that ends well can be ruinous for those caught in the middle of it.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement:
            'The author would most likely agree with which of the following summaries of the passage?',
          options: [
            'Artificial intelligence will certainly cause mass unemployment, unlike earlier machines.',
            'Past technological change always ended well, so there is no reason for concern today.',
            'History offers limited reassurance about new technology, so societies should prepare to support workers through the change.',
            'Retraining programmes have failed in the past and should not be repeated.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author limits what the historical record shows and concludes that it 'justifies preparation'. The author explicitly rejects 'panic' and certainty about unemployment, rejects the optimists' inference from the past, and recommends retraining (funded earlier) rather than calling it a failure.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Meaning of a sentence',
          type: 'single',
          statement: "The remark 'no one lives as an aggregate' is used to make the point that",
          options: [
            'employment statistics are usually inaccurate',
            'individual workers can suffer badly even when overall employment recovers',
            'economists ignore the long run in favour of the short run',
            'weavers should have become factory managers',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The sentence follows the weavers who 'endured years of poverty' although overall employment recovered: totals can hide individual hardship. The author does not question the accuracy of the figures, criticises too much focus on the long run rather than too little, and does not blame the weavers.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: "The optimists' conclusion would be best supported if it could be shown that",
          options: [
            'earlier predictions of mass unemployment were made by respected economists',
            'spreadsheets destroyed more jobs than power looms did',
            'many people today are anxious about artificial intelligence',
            'the new technology leaves many tasks in which humans keep an advantage and to which workers can move',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author's second difficulty is that past reassurance 'depended on' humans keeping an advantage in some tasks; showing that this still holds would answer it. Who made past predictions and which machine destroyed more jobs do not touch that condition, and widespread anxiety is the worry the optimists dismiss, not support for them.",
          difficulty: 'hard',
          expectedSeconds: 120,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q4',
          title: 'Structure of the argument',
          type: 'single',
          statement: 'Which of the following best describes how the passage is organised?',
          options: [
            'A view is presented, its basis granted, two objections raised, and a practical course recommended.',
            'A problem is described, its causes listed, and a single cause singled out as decisive.',
            'Two rival theories are compared and both are rejected.',
            'A prediction is made and then supported with statistics.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 1 states the optimists' view, paragraph 2 grants the record but raises the first objection, paragraph 3 raises 'a second difficulty', and paragraph 4 recommends preparation. No single cause is singled out, the optimists' view is qualified rather than set against a rival theory, and the author makes no prediction backed by statistics.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Tone of the author',
          type: 'single',
          statement: "The author's tone is best described as",
          options: ['alarmist', 'measured and cautionary', 'dismissive of all concern', 'celebratory'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author grants the optimists' evidence, warns against complacency and panic alike ('None of this justifies panic'), and proposes preparation, which is measured caution. Rejecting panic rules out 'alarmist', the objections to the optimists rule out dismissing concern, and nothing is celebrated.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p4-compulsory-voting',
      set: {
        kind: 'passage',
        title: 'What a compelled vote contains',
        body: `**(1)** Proponents of compulsory voting begin from an observation that is hard to dispute: where voting is optional, those who stay at home are not a random sample of citizens. They tend to be younger, poorer and less educated than those who vote, and parties, which respond to voters rather than to citizens, have correspondingly less reason to attend to their interests. Compel everyone to vote, the argument runs, and the electorate becomes the population; policy will follow. Australia, which introduced compulsory voting for federal elections in 1924, regularly records turnout of around 90 percent, and its defenders credit the rule with moderating campaigns: when everyone will vote anyway, parties gain little by whipping up their own base and must instead court the middle.

**(2)** The argument has two parts, and they deserve to be separated. The first is empirical: that compulsion raises turnout and narrows the gap between voters and non-voters. This is largely true where penalties are enforced, although the gap narrows less than the headline figure suggests, because some of those compelled cast blank or spoiled ballots. The second part is normative: that a more representative electorate produces better, or at least fairer, outcomes. Here the reasoning is weaker than it looks.

**(3)** Consider what a compelled vote contains. A citizen who would not have voted without the threat of a fine has, by that fact, signalled that she did not think the choice worth the trouble. Perhaps she is alienated from all parties, perhaps uninformed, perhaps simply busy. Forcing her to the booth changes her behaviour but not necessarily her information or her interest. If she chooses at random, or by the order of names on the ballot, her vote adds noise rather than voice. Defenders reply that the obligation itself prompts people to inform themselves, and there is some evidence that it does, modestly. But 'modestly' is doing considerable work in that sentence.

**(4)** There is also a question of principle. In most democracies the right to vote is understood to include a right not to exercise it; abstention can itself be a political statement. Compulsion converts a right into a duty, enforced by the state against the very citizens whose consent is supposed to make it legitimate. Defenders answer that the duty is minimal, since one need only attend and may spoil the ballot, and that we accept comparable duties, such as jury service, without thinking them tyrannical. The analogy is instructive but imperfect: a jury's verdict requires each juror's deliberation, whereas an election can proceed perfectly well without any particular citizen.

**(5)** None of this shows that compulsory voting is wrong. It shows that its strongest case is not the one usually made. The claim that deserves attention is not that compulsion reveals the true will of the people, but that it changes the incentives of parties: that campaigns aimed at everyone are better than campaigns aimed at mobilising the angry. That is a claim about the behaviour of politicians, not about the wisdom of the compelled, and it should be judged on that ground.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: "Which of the following best expresses the author's main point?",
          options: [
            'Compulsory voting is unjust and should be abolished wherever it exists.',
            'Compulsory voting reveals the true will of the people by making the electorate equal to the population.',
            'The strongest case for compulsory voting concerns its effect on how parties campaign, not the value of the votes it compels.',
            'Compulsory voting fails even to raise turnout, because most compelled voters spoil their ballots.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 5 says 'None of this shows that compulsory voting is wrong' and that the claim deserving attention is that 'it changes the incentives of parties'. The author explicitly declines to call it wrong, rejects the 'true will of the people' argument, and grants that compulsion 'largely' raises turnout, with only 'some' spoiled ballots.",
          difficulty: 'hard',
          expectedSeconds: 120,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Structure of the argument',
          type: 'single',
          statement: 'In paragraph 2, the author does which of the following?',
          options: [
            'Separates an empirical claim, which is largely accepted, from a normative claim, which is questioned.',
            'Rejects both the empirical and the normative claims made for compulsory voting.',
            'Accepts the normative claim but disputes the empirical evidence for it.',
            'Replaces the argument for compulsory voting with an argument for jury service.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The author says the empirical claim 'is largely true where penalties are enforced' while for the normative claim 'the reasoning is weaker than it looks'. So the author neither rejects both nor accepts the normative one, and jury service appears only later, as the defenders' analogy.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Meaning of a remark',
          type: 'single',
          statement:
            'By saying that "\'modestly\' is doing considerable work in that sentence", the author implies that',
          options: [
            'the defenders are too modest about the strength of their case',
            "the effect of compulsion on how well informed voters are appears small, so the defenders' reply is weaker than it sounds",
            'compelled voters are usually more modest than voluntary voters',
            'compulsion makes voters far better informed, but this has been overlooked',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The remark points out that the defenders' reply depends on a small effect: if compulsion informs people only 'modestly', it does little to answer the worry about noise. It does not praise the defenders' modesty, says nothing about voters' personalities, and implies that the effect is small, not large and overlooked.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Evaluating an analogy',
          type: 'single',
          statement: 'Why does the author consider the comparison with jury service imperfect?',
          options: [
            'Jury service is not compulsory in most democracies.',
            'Jurors are paid, while voters are not.',
            'A jury service summons is enforced more harshly than a voting fine.',
            "A verdict depends on each juror's deliberation, whereas an election does not need any particular citizen's vote.",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says 'a jury's verdict requires each juror's deliberation, whereas an election can proceed perfectly well without any particular citizen'. The passage treats jury service as an accepted duty, so the first option contradicts it, and pay and the severity of penalties are never mentioned.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Strengthen the claim',
          type: 'single',
          statement:
            'Which of the following, if true, would most strengthen the claim that the author says deserves attention?',
          options: [
            'In countries with compulsory voting, most citizens say they would vote even without a fine.',
            'Compelled voters are as likely as voluntary voters to choose the candidate listed first on the ballot.',
            'After a country made voting compulsory, parties moved spending from rallying loyal supporters to persuading undecided voters, and campaign rhetoric became measurably less extreme.',
            'Turnout in countries with compulsory voting has risen steadily over the last fifty years.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The claim is that compulsion 'changes the incentives of parties' towards campaigns 'aimed at everyone', and the third option reports exactly that change. Citizens' willingness to vote anyway and turnout trends do not show any change in party behaviour, and the ballot-order finding concerns the quality of compelled votes, the argument the author sets aside.",
          difficulty: 'hard',
          expectedSeconds: 120,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
      ],
    },
  ],
};
