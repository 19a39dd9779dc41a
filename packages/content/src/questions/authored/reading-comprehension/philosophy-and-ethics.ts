import type { AuthoredTopic } from '../../authored.js';

export const philosophyAndEthics: AuthoredTopic = {
  topic: 'philosophy-and-ethics',
  sets: [
    {
      key: 'p1-trolley-cases',
      set: {
        kind: 'passage',
        title: 'What the trolley cases are for',
        body: `**(1)** Philosophers have spent half a century arguing about runaway trolleys. In the original version, a trolley is heading towards five workers on the track. You can pull a lever that diverts it onto a side track, where it will kill one worker instead. Most people asked say they would pull the lever: one death is better than five.

**(2)** In a second version there is no side track. You stand on a footbridge over the line beside a very large man. If you push him off, his body will stop the trolley and save the five, and he will die. The numbers are the same, one life for five, yet most people say they would not push.

**(3)** The puzzle is to explain the difference. A strict consequentialist, who judges acts only by their outcomes, sees none: if saving five at the cost of one is right in the first case, it is right in the second, and the reluctance to push is a squeamishness we should overcome. Others take the reluctance seriously as a moral signal. One proposal, drawing on the so-called doctrine of double effect, distinguishes harm that is a foreseen side effect of a good act from harm that is used as the means to it. The worker on the side track dies because of the diversion, but his death is not needed: if he could jump clear, the plan would work just as well. The man on the bridge, by contrast, is used as a tool; his body is the plan.

**(4)** Critics have pressed this distinction with still more cases. Suppose the side track loops back to rejoin the main line, so that the trolley would reach the five from behind unless the one worker's body stopped it. Now his death is the means again, yet many people still judge diverting to be acceptable. The intuitions do not line up neatly with any single principle.

**(5)** Some dismiss the whole exercise: real choices never come so tidily labelled, with certain outcomes and no third option. That is true, but it misses the point. Thought experiments, like laboratory experiments, isolate one variable by holding the others fixed. The trolley cases are not guides to railway safety; they are tools for discovering what we actually believe about the difference between doing and allowing, and between causing harm and using a person.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Primary purpose',
          type: 'single',
          statement: 'The primary purpose of the passage is to',
          options: [
            'recommend that people always act to save the greatest number of lives',
            'examine why two cases with the same numbers are judged differently, and what such cases are useful for',
            'show that the doctrine of double effect settles every moral dilemma',
            'argue that thought experiments are useless for ethics',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage sets out the two cases, 'The puzzle is to explain the difference', discusses proposed explanations, and ends by defending what the cases are 'tools for'. It does not endorse consequentialism, says the loop case troubles double effect, and argues against dismissing thought experiments.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'As the passage presents it, the doctrine of double effect distinguishes between',
          options: [
            'harm that is a foreseen side effect of a good act and harm used as the means to it',
            'killing five people and killing one',
            'acts judged by outcomes and acts judged by rules',
            'real dilemmas and imaginary ones',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says it 'distinguishes harm that is a foreseen side effect of a good act from harm that is used as the means to it'. The numbers are the same in both cases, the outcomes-versus-rules contrast describes consequentialism's rivals generally, and real versus imaginary dilemmas is the critics' point in paragraph 5.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Role of an example',
          type: 'single',
          statement: 'The looping-track case in paragraph 4 is introduced in order to',
          options: [
            'show that most people refuse to divert the trolley in any case',
            'support the doctrine of double effect',
            'prove that consequentialism is correct',
            'challenge the double-effect explanation, since people still accept diverting when the death becomes a means',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "In the loop case 'his death is the means again, yet many people still judge diverting to be acceptable', which the double-effect distinction would not predict. So it undermines rather than supports that doctrine. It does not show general refusal to divert, and the author concludes only that intuitions fit no 'single principle', not that consequentialism is proven.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement:
            'A strict consequentialist, as described in the passage, would say about the footbridge case that',
          options: [
            'pushing the man is wrong because he is used as a tool',
            'the case is too unrealistic to be judged',
            'pushing the man is right if it saves five, and reluctance to do so should be overcome',
            'the five workers should have avoided the track',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The consequentialist 'sees none' of the difference: if saving five is right in the first case it is right in the second, and reluctance is 'squeamishness we should overcome'. The 'used as a tool' objection belongs to the double-effect view, unrealism is the critics' complaint, and blaming the workers appears nowhere.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q5',
          title: "Author's response",
          type: 'single',
          statement: 'How does the author answer those who dismiss trolley cases as unrealistic?',
          options: [
            'By denying that real choices are ever uncertain.',
            'By comparing thought experiments to laboratory experiments that isolate a single variable.',
            'By arguing that trolley accidents are in fact common.',
            'By agreeing that the cases should be abandoned.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author grants 'That is true, but it misses the point', and compares thought experiments to laboratory experiments that 'isolate one variable'. The author accepts that real choices are messier, says the cases 'are not guides to railway safety', and defends rather than abandons them.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-ship-of-theseus',
      set: {
        kind: 'passage',
        title: 'The ship that was rebuilt',
        body: `An old puzzle, recorded by Plutarch, concerns the ship in which the hero Theseus returned to Athens. The Athenians preserved it for a very long time, replacing each plank as it rotted, until, the story goes, none of the original timber remained. Was it still the same ship?

The question seems idle until one notices how much depends on answers of its kind. Most of the cells of the human body are replaced, at different rates, over a lifetime; a person of sixty is made of surprisingly little of the matter that made up the child of six. Yet we hold the adult responsible for promises he made as a young man, and we say without hesitation that the grandmother in the photograph is the same person as the girl in the faded school picture.

Two broad answers compete. One ties identity to continuity of material: the ship is the same so long as its parts change gradually, never all at once. The other ties it to continuity of form and function: the ship is the same because it has kept its shape, its name and its role, whatever its timbers. For persons, philosophers since John Locke have often located identity in psychological continuity: memories, character and intentions linking each stage of a life to the next.

The puzzle has a second act, added by Thomas Hobbes. Suppose someone collected the discarded planks and reassembled them into a ship. Which is now Theseus's ship: the one in the harbour, continuous in form and use, or the one built of the original wood? Each answer seems right from one angle and absurd from another.

Some philosophers conclude that the question has no deep answer: 'the same ship' is a label we apply for practical purposes, and when the usual signs come apart we must simply decide. Others find this unsatisfying, especially for persons, where so much, from punishment to love and grief, seems to depend on there being a fact of the matter.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main concern',
          type: 'single',
          statement: 'The passage is chiefly concerned with',
          options: [
            'the history of shipbuilding in ancient Athens',
            'the rate at which the cells of the human body are replaced',
            'the problem of what makes a thing, or a person, the same over time',
            'a comparison of the lives of Plutarch, Hobbes and Locke',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'The ship puzzle, the competing answers and the extension to persons all concern identity over time. Athenian shipbuilding is only the setting, cell replacement is one illustration, and the three thinkers are cited for their ideas, not their lives.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: "According to the passage, Hobbes's addition to the puzzle was to",
          options: [
            'argue that the ship stopped being the same after the first plank was replaced',
            'imagine the discarded planks being reassembled into a second ship',
            'link the identity of persons to their memories',
            'deny that the ship of Theseus ever existed',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 4 says Hobbes supposed 'someone collected the discarded planks and reassembled them into a ship'. No view about the first plank is attributed to him, memory-based identity is associated with Locke, and the ship's existence is not questioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CAT', 'CUET', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Function of examples',
          type: 'single',
          statement:
            'The author mentions promises made in youth and the grandmother in the photograph in order to',
          options: [
            'show that questions of identity have real practical and personal stakes',
            'prove that people never really change',
            'argue that old promises should not be binding',
            'illustrate how photographs preserve memories',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The examples follow 'The question seems idle until one notices how much depends on answers of its kind', showing that responsibility and recognition rest on identity. The passage stresses how much people change, does not question old promises, and the photographs illustrate identity, not memory-keeping.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Applying a view',
          type: 'single',
          statement:
            'Someone who holds the psychological-continuity view would say that a person remains the same person over time because',
          options: [
            'the matter of the body is never replaced',
            'the person keeps the same name throughout life',
            'the person has the same shape and role in society',
            'memories, character and intentions link each stage of the life to the next',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 3 describes psychological continuity as 'memories, character and intentions linking each stage of a life to the next'. Continuity of body matter is the first rival view (and the passage says matter is largely replaced), while name, shape and role describe the form-and-function view applied to the ship.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q5',
          title: 'Application',
          type: 'single',
          statement:
            "A philosopher who holds that the question 'has no deep answer' would most likely say of Hobbes's two ships that",
          options: [
            'the ship of original planks is certainly the real one',
            'the ship in the harbour is certainly the real one',
            "which one we call Theseus's ship depends on what we decide for our purposes",
            'both ships are equally fake, since neither is the first ship',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "This view treats 'the same ship' as 'a label we apply for practical purposes', and 'when the usual signs come apart we must simply decide'. Declaring either ship 'certainly' the real one assumes a deep fact, and calling both fake is itself a firm verdict that the view would not make.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
      ],
    },
    {
      key: 'p3-aristotle-virtue',
      set: {
        kind: 'passage',
        title: 'Aristotle and the virtues',
        body: `Most moral theories begin with a question about actions: what should I do? Aristotle began with a different one: what kind of person should I be? His answer, set out in the *Nicomachean Ethics*, places the virtues at the centre of ethics. A virtue is a settled disposition of character, such as courage, generosity or honesty, that leads a person to act and to feel well.

Aristotle's best-known idea about the virtues is that each lies in a mean between two vices, one of excess and one of deficiency. Courage lies between cowardice, which fears too much, and rashness, which fears too little. Generosity lies between meanness and extravagance. The mean is not a mathematical midpoint, and it is not the same for everyone: the right amount to give depends on what one has and on the need in front of one, just as the right amount of food for a champion wrestler differs from that for a beginner. Finding it requires practical wisdom, the ability to see what a particular situation calls for.

How are the virtues acquired? Not, Aristotle insisted, by studying definitions. We become just by doing just acts and brave by doing brave acts, much as we become builders by building. Habit shapes character, and character then makes right action come more easily. For this reason he thought upbringing mattered enormously.

Critics object that the theory gives little guidance in a hard case. Telling someone to do what the virtuous person would do is unhelpful to someone who is not yet virtuous and does not know what that person would do. Defenders reply that no theory can replace judgement, and that rules, however carefully written, eventually need a wise person to apply them. On their view, the demand for a formula that settles every case is itself a mistake about what ethics is.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best summarises the passage?',
          options: [
            "Aristotle's ethics focuses on character, treating virtues as means found through practical wisdom and built by habit, though critics question its guidance.",
            'Aristotle believed that moral rules should be learnt by heart from an early age.',
            'Courage is the most important of all the virtues.',
            "Aristotle's theory has been shown to be useless in hard cases.",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage covers the focus on character, the mean, practical wisdom, habit, and the critics' objection with a reply. Aristotle said virtues are not learnt 'by studying definitions' but by practice, courage is one example among several, and the critics' objection is answered by defenders rather than shown to be decisive.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, courage lies between',
          options: [
            'meanness and extravagance',
            'honesty and generosity',
            'cowardice and rashness',
            'justice and building',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 says 'Courage lies between cowardice, which fears too much, and rashness, which fears too little'. Meanness and extravagance flank generosity, honesty and generosity are themselves virtues, and justice and building appear in the discussion of habit.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'CAT'],
        },
        {
          key: 'q3',
          title: 'Function of an analogy',
          type: 'single',
          statement: 'The comparison between a champion wrestler and a beginner is meant to show that',
          options: [
            'athletes need more virtue than other people',
            'the mean is relative to the person and the situation, not a fixed midpoint',
            'eating too much is a vice of excess',
            'practical wisdom is acquired through sport',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The analogy follows 'The mean is not a mathematical midpoint, and it is not the same for everyone'. The example concerns the right amount of food, not the virtue of athletes; it is not offered as a point about gluttony; and sport is not presented as the source of practical wisdom.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Application',
          type: 'single',
          statement:
            'On the view described in the passage, a parent who wants a child to become honest should mainly',
          options: [
            'have the child memorise a definition of honesty',
            'punish every lie severely',
            'wait until the child is old enough to study ethics',
            'give the child repeated practice in acting honestly',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 3 says virtues come not 'by studying definitions' but by doing ('We become just by doing just acts'), and that 'upbringing mattered enormously'. Memorising definitions is explicitly rejected, punishment is never discussed, and waiting would ignore the importance of early habit.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: "Defenders' reply",
          type: 'single',
          statement:
            "How do defenders of Aristotle's view respond to the criticism that it gives little guidance?",
          options: [
            'They provide a detailed rule for every hard case.',
            'They admit that the theory should be replaced by a set of rules.',
            'They argue that no theory can replace judgement, since even rules need a wise person to apply them.',
            'They claim that hard cases never arise in real life.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The last paragraph says defenders 'reply that no theory can replace judgement, and that rules ... eventually need a wise person to apply them'. They reject the demand for a formula rather than supplying rules or adopting a rule-based theory, and they do not deny that hard cases arise.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
      ],
    },
    {
      key: 'p4-moral-luck',
      set: {
        kind: 'passage',
        title: 'Two drivers and the problem of moral luck',
        body: `**(1)** Two drivers, equally careful on ordinary days, have each had a drink too many at a wedding and drive home. Both drift briefly across the road at the same bend. On the first driver's road there is nobody; she reaches home safely and forgets the episode. On the second driver's road a child runs out at that moment and is killed. The law will treat the two very differently, and so will almost everyone who hears the story. The second driver will be blamed, perhaps imprisoned, and will blame herself for the rest of her life. The first will at most be thought to have been foolish.

**(2)** Yet what did the second driver do that the first did not? Their choices, their states of mind and their degree of carelessness were the same. The only difference was something neither controlled: whether a child happened to be there. Philosophers call this moral luck, meaning cases in which we judge people differently because of factors beyond their control. The term was made prominent in the 1970s by Bernard Williams and Thomas Nagel.

**(3)** The puzzle arises because two ideas we hold firmly seem to conflict. One is that people should be judged only for what is within their control; it seems unfair to blame someone for an accident of circumstance. The other is our actual practice, which constantly assigns more blame for worse outcomes. If we take the first idea seriously, the two drivers are equally blameworthy, and our harsher judgement of the second is a mistake. But that conclusion spreads alarmingly. Our characters are shaped by upbringings we did not choose; the situations that test us are handed to us by history. Someone who would have done terrible things in a terrible time, but happened to live in a peaceful one, might by this reasoning be as culpable as those who actually did them. Very little would be left within our control.

**(4)** Some philosophers accept a version of this conclusion. They hold that, strictly, the two drivers deserve the same moral judgement, while allowing that the law may reasonably respond to outcomes for practical reasons, such as compensating victims. Others argue that outcomes genuinely matter morally: the second driver has killed someone, and her relation to that death is not the same as the first driver's relation to a death that never happened. On this view, our actions always reach into a world we do not control, and to be a responsible person is to accept that one's life is partly made by luck.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main concern',
          type: 'single',
          statement: 'The passage is chiefly concerned with',
          options: [
            'arguing that drunk drivers should receive heavier sentences',
            'the conflict between judging people only for what they control and our practice of judging them by outcomes',
            'the biographies of Bernard Williams and Thomas Nagel',
            'the causes of road accidents after weddings',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 3 states the puzzle: 'two ideas we hold firmly seem to conflict', control and our practice of blaming outcomes, and paragraph 4 presents responses. The drivers are an illustration rather than a case for sentencing policy, the philosophers are named only for the term, and accident causes are not examined.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q2',
          title: 'Role of an example',
          type: 'single',
          statement: 'The example of the two drivers is used to',
          options: [
            'show that the first driver was more careful than the second',
            'prove that the law treats all drivers equally',
            'show two people making identical choices yet judged differently because of something neither controlled',
            'argue that weddings should not serve alcohol',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage stresses that 'Their choices, their states of mind and their degree of carelessness were the same' and that the difference was 'something neither controlled'. The drivers were equally careless, the law treats them 'very differently', and no argument about weddings is made.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Meaning of a phrase',
          type: 'single',
          statement: "When the author says the conclusion 'spreads alarmingly', the point is that",
          options: [
            'applied consistently, the idea of judging only what we control would leave very little for which anyone is responsible',
            'drunk driving is becoming more common',
            'the first driver will eventually be punished too',
            'more philosophers are adopting the idea of moral luck',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The author extends the reasoning to character and circumstance, which we also do not control, ending 'Very little would be left within our control'. The phrase refers to the spread of an argument, not of drunk driving, of punishment, or of a view among philosophers.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q4',
          title: 'Comparing views',
          type: 'single',
          statement: 'Those who argue that outcomes genuinely matter morally would say that',
          options: [
            'the two drivers deserve exactly the same moral judgement',
            'the law should ignore outcomes entirely',
            'moral luck is an illusion created by the law',
            "the second driver's relation to a real death makes her situation morally different from the first driver's",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says on this view 'her relation to that death is not the same as the first driver's relation to a death that never happened'. Equal judgement is the rival view, neither side says the law should ignore outcomes, and this view accepts luck as part of responsibility rather than calling it an illusion.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'GMAT'],
        },
        {
          key: 'q5',
          title: "Author's approach",
          type: 'single',
          statement: "Which of the following best describes the author's approach?",
          options: [
            'The author firmly defends the view that only choices can be judged.',
            'The author sets out the puzzle and presents two responses without declaring one correct.',
            'The author dismisses the problem as a confusion of words.',
            'The author argues that the law should follow philosophy exactly.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage explains the conflict and then reports what 'Some philosophers' and 'Others' hold, without choosing between them. It defends neither side firmly, treats the puzzle as real rather than verbal, and notes only that one view allows the law to respond to outcomes 'for practical reasons'.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'GRE', 'CUET'],
        },
      ],
    },
  ],
};
