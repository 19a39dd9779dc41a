import type { AuthoredTopic } from '../../authored.js';

export const narrativePassages: AuthoredTopic = {
  topic: 'narrative-passages',
  sets: [
    {
      key: 'p1-last-bus',
      set: {
        kind: 'passage',
        title: 'The last bus to Dhunga',
        body: `**(1)** The last bus to Dhunga left the market square at half past five, and Meera missed it by the length of a sentence. She had stayed behind to finish explaining fractions to Pappu, a boy who asked questions only when the classroom was empty, and by the time she ran down the slope with her bag thumping against her hip, the bus was a plume of dust on the hairpin bend below.

**(2)** She stood in the square and did the sums she was good at. Eleven kilometres. Two hours on foot, perhaps three in the dark. No phone signal until the ridge. In her four months in the town she had made no friends; the teachers went home to their families, and the shopkeepers, she felt, still treated her as an outsider.

**(3)** The only light in the square came from Harish Lal's hardware shop. He was a thickset man who had once refused to sell her a single screw because, he said, screws were sold by the dozen. She had avoided him since. Now he was pulling down his shutter, and he looked at her, and at the empty road, and said nothing.

**(4)** Meera began to walk. She had gone perhaps two hundred metres when she heard the cough of a scooter behind her. Harish Lal drew level and jerked his head at the pillion seat.

**(5)** 'Dhunga?' he asked.

**(6)** 'I can manage,' she said, which was not true.

**(7)** 'You can,' he agreed. 'So can the leopard that crosses at the third bend. Sit.'

**(8)** She sat. They rode in silence for most of the way, the single headlight making a small, swaying room in the darkness. Near the third bend he slowed down and pointed with his chin at a pale shape on the hillside that might have been a rock.

**(9)** At her gate he refused her money and refused her thanks, and she was halfway up the steps before he called after her. 'The boy. Pappu. He is my sister's grandson.' He paused. 'He says you explain things twice without getting angry.'

**(10)** Then the scooter coughed again and was gone. The next morning Meera went to the hardware shop and asked for a single screw. Harish Lal looked at her for a long moment, then took one from the box, wrapped it in newspaper, and would not let her pay for that either.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central theme',
          type: 'single',
          statement: 'Which of the following best expresses the central theme of the story?',
          options: [
            'Hill roads are too dangerous to be walked at night.',
            'A young teacher decides that the town will never accept her.',
            'A man whom Meera had judged unfriendly turns out to value her and her work.',
            "A shopkeeper changes his shop's rules after a quarrel with a customer.",
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The story turns on Harish Lal, whom Meera 'had avoided', giving her a ride and passing on Pappu's praise, so her judgement of him is overturned. The leopard is only one detail, and the story ends with Meera drawing closer to the town, not giving up on it. Harish Lal does not change his rules in general; he makes a single friendly exception.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Why did Meera miss the last bus?',
          options: [
            'She had gone to the hardware shop to buy screws.',
            'She had stayed behind to help a pupil with fractions.',
            'She had been told the bus left at six.',
            'She had stopped to watch a leopard on the hillside.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 1 says she 'stayed behind to finish explaining fractions to Pappu'. The screw incident happened earlier and had made her avoid the shop, no wrong timetable is mentioned, and the pale shape on the hillside appears only later, during the ride.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            "Harish Lal's reply 'So can the leopard that crosses at the third bend' is most probably meant to",
          options: [
            'mock Meera for being too weak to walk eleven kilometres',
            'boast about how well he knows the wildlife of the hills',
            'frighten Meera into paying him for the ride',
            'point out, with dry humour, that walking alone at night is unwise',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "He first agrees that she 'can' manage and then mentions the leopard, a wry way of saying the walk is risky, and follows it with 'Sit'. He does not doubt her strength, shows no interest in displaying his knowledge, and he later refuses her money, so he was not trying to get paid.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Interpreting the ending',
          type: 'single',
          statement: "Meera's request for a single screw on the next morning most probably signifies",
          options: [
            'a playful gesture of friendship that recalls their earlier quarrel',
            'a practical need for one screw to repair something at home',
            'a test of whether Harish Lal would now break his rule for every customer',
            'a wish to make Harish Lal feel guilty about his earlier rudeness',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The request echoes the time he 'once refused to sell her a single screw', and his response (wrapping one and refusing payment) shows that both understand it as a friendly joke. Nothing suggests she needed a screw, the story is about the two of them rather than every customer, and the warm tone of the ending does not fit an attempt to make him feel guilty.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Meaning of a phrase',
          type: 'single',
          statement: "In paragraph 2, the phrase 'did the sums she was good at' suggests that Meera",
          options: [
            'calculated how much money she had in her bag',
            'worried about how well she taught arithmetic',
            'worked out in practical terms how hard the journey home would be',
            'counted the months she had spent in the town',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The 'sums' that follow are the distance, the hours on foot and the lack of signal, a practical reckoning of the journey. Money is never counted, her teaching is not being questioned here, and the four months are mentioned only as background, not as part of her calculation.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'RRB NTPC'],
        },
      ],
    },
    {
      key: 'p2-grandmothers-ledger',
      set: {
        kind: 'passage',
        title: "My grandmother's ledger",
        body: `When my grandmother died, the house in Satara was given to me to empty, because I was the only one of her grandchildren who had no job to return to that month. I expected saris, steel vessels, and the framed photograph of my grandfather that had hung, slightly crooked, above her bed for forty years. I did not expect the ledger.

It was a cloth-bound account book of the kind shopkeepers once used, its pages ruled in faded red. The first entry was dated 1971. In my grandmother's small, upright hand were names I half knew from childhood stories (the milkman, the tailor's widow, a schoolteacher who had lived next door) and beside each name an amount: fifteen rupees, forty, once a startling two hundred. In a separate column she had written the date each sum was returned, and then, in a different ink, a single word: *repaid*.

I sat on the floor and turned the pages for an hour. Nearly every loan had been returned, some after many years. The tailor's widow had paid back her forty rupees in instalments of two, and my grandmother had recorded each instalment as carefully as if it had been a fortune.

On the last used page there was one entry without the word. The name was my mother's, and the amount was her college fees for 1988. In the column for repayment my grandmother had written, instead, *not to be collected*.

I had always been told that my grandparents were too poor to send my mother to college, and that she had gone on a scholarship. Perhaps there had been a scholarship, and it had not been enough. Perhaps my mother never knew where the rest had come from. I thought of calling her and then did not, because I was not sure whose secret it was to tell.

I kept the ledger. The saris went to my aunts and the vessels to a neighbour, and the photograph of my grandfather I finally hung straight, in my own flat. Sometimes I open the book at the last page and read the entry again. It is, I think, the only thing my grandmother ever wrote down that she did not expect to be returned.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central idea',
          type: 'single',
          statement: 'The passage is mainly about',
          options: [
            'a quarrel among relatives over how to divide a dead woman’s belongings',
            'how a grandmother earned her living by lending money to her neighbours',
            "the narrator's resentment at having been told a false story about her mother's education",
            "the narrator's discovery, through an old account book, of a quiet act of generosity",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The story builds to the entry marked 'not to be collected', a gift the grandmother apparently kept to herself. The belongings are shared out without any quarrel, the loans were small favours (a lending business is never suggested), and the narrator is moved and uncertain rather than resentful.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: "According to the passage, how did the tailor's widow settle her debt?",
          options: [
            'She paid back forty rupees in instalments of two rupees.',
            'She never repaid it, and the loan was written off.',
            'She returned two hundred rupees after many years.',
            "She paid for it by stitching the grandmother's saris.",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says she 'paid back her forty rupees in instalments of two'. The only unpaid entry is the mother's, two hundred rupees is a separate loan whose borrower is not named, and payment in stitching work is never mentioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: 'Why did the narrator decide not to call her mother?',
          options: [
            'Her mother had asked never to be reminded of her college days.',
            'She wanted to keep the ledger for herself and feared her mother would claim it.',
            'She did not know whether her mother was aware of the gift, or whether it was hers to reveal.',
            'She was angry that her mother had hidden the truth from the family.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The narrator says 'Perhaps my mother never knew' and that she 'was not sure whose secret it was to tell', which matches the third option. No request by the mother is mentioned, the narrator shows no fear of losing the ledger, and nothing suggests the mother hid anything; the narrator even wonders whether she knew at all.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Tone of the narrator',
          type: 'single',
          statement: "The narrator's tone is best described as",
          options: [
            'bitter and accusing',
            'reflective and tender',
            'detached and clinical',
            'light-hearted and mocking',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The narrator lingers over small details, such as the instalments of two rupees and the crooked photograph, and ends with an affectionate reflection, so the tone is reflective and tender. There is no blame of anyone, the close attention to feeling rules out 'detached', and nothing is made fun of.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Meaning of the last line',
          type: 'single',
          statement:
            "The last sentence ('the only thing my grandmother ever wrote down that she did not expect to be returned') implies that",
          options: [
            'the grandmother had expected every other loan to be forgotten',
            'the mother would one day repay the money to the narrator',
            'the fees were a gift given freely, unlike the loans she recorded as debts',
            'the grandmother had meant to destroy the ledger before she died',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Every other entry was tracked until marked 'repaid', while the mother's fees were marked 'not to be collected', so this alone was a gift. The first option reverses the ledger's careful tracking of repayment, no future repayment to the narrator is suggested, and nothing hints at a plan to destroy the book.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-the-umpire',
      set: {
        kind: 'passage',
        title: 'The umpire',
        body: `Nobody wanted Kabir to umpire the final. He was sixteen, he was from Rampur, and Rampur was playing. But old Dayal-ji, who had stood behind the stumps at every final for twenty-two years, had gone down with fever on the morning of the match, and the only other person in the village who knew the laws of the game by heart was the boy who had read them aloud to Dayal-ji's failing eyes every Sunday for two summers.

So Kabir put on Dayal-ji's white hat, which came down over his ears, and walked out to the middle to a noise that was half cheering and half laughter.

For three hours nothing went wrong. He gave two batsmen out leg-before, and both walked off without complaint, which he later realised was the highest praise a village umpire could receive. Then came the last over. Rampur needed four to win with two wickets in hand, and then, with one ball left, two.

The batsman was Kabir's cousin Sonu (of course it was Sonu). He drove the ball towards long-on and set off. The first run was easy. On the second, the throw came in flat and hard, the wicketkeeper broke the stumps, and the whole field turned to look at Kabir.

He had seen it. Sonu's bat had been sliding towards the crease, and it had been a hand's width short when the bails came off. He had seen it as clearly as he had ever seen anything, and he understood in the same instant that he would have to live in Rampur afterwards.

He raised his finger.

The silence lasted perhaps two seconds. Then the Rampur side of the ground erupted, someone threw a slipper, and Sonu stood staring at him as if at a stranger. Kabir kept his finger up a moment longer than necessary because he did not trust his hand to stop shaking.

That evening he took the hat back to Dayal-ji's house. The old man was sitting up in bed, wrapped in a blanket, and he had already heard.

'Was he out?' he asked.

'By a hand,' said Kabir.

Dayal-ji nodded slowly. 'Then tomorrow they will be angry, and next year they will ask for you.' He held out his hand for the hat, looked at it, and pushed it back across the blanket. 'Keep it. It will fit you soon enough.'`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central idea',
          type: 'single',
          statement: 'Which of the following best sums up the story?',
          options: [
            'Rampur loses a final because a nervous young umpire makes a mistake.',
            'A young umpire gives an honest decision against his own village, and his mentor stands by him.',
            "Kabir's cousin tries to cheat in the final and is caught.",
            'Village cricket matches are chaotic and often end in quarrels.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Kabir 'had seen it' clearly, gives Sonu out though it will cost him in Rampur, and Dayal-ji approves ('next year they will ask for you'). The decision was correct, not a mistake; Sonu was simply short of his ground, not cheating; and one angry moment does not make the story about village cricket in general.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Why was Kabir asked to umpire the final?',
          options: [
            "He was Dayal-ji's grandson and had inherited his hat.",
            'The visiting team had insisted on a young umpire.',
            'He was the only other person in the village who knew the laws of the game by heart.',
            'He was not good enough to be picked for the Rampur team.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 1 says he was 'the only other person in the village who knew the laws of the game by heart', having read them aloud to Dayal-ji. No family tie to Dayal-ji is stated, the other team's wishes are not mentioned, and his cricketing ability never comes up.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            "The remark that two batsmen 'walked off without complaint, which he later realised was the highest praise a village umpire could receive' suggests that",
          options: [
            'players accept decisions without protest when they trust the umpire to be right',
            'village batsmen rarely question the umpire, whoever he is',
            'the batsmen were too surprised by his youth to argue',
            'the batsmen were friends of Kabir and did not want to embarrass him',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Calling silence 'the highest praise' implies that protest is normal and that its absence shows the players thought his decisions were correct. If batsmen never complained, their silence would be no praise at all, so the second option misses the point. Surprise at his youth or friendship with him is not suggested anywhere.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Meaning of a sentence',
          type: 'single',
          statement:
            "'He understood in the same instant that he would have to live in Rampur afterwards' most nearly means that Kabir",
          options: [
            'realised he could never leave the village after such a mistake',
            'feared the fielders would hurt him if he gave Sonu not out',
            'realised he would have to face his own village after giving a decision against it',
            'decided to give Sonu the benefit of the doubt to keep the peace',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "He knows the decision is right but that Rampur people, his neighbours, will resent it, which is what the third option says. It was not a mistake, the anger he fears comes from his own side rather than the fielders, and he does the opposite of keeping the peace: 'He raised his finger.'",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Interpreting the ending',
          type: 'single',
          statement: "Dayal-ji's final words 'It will fit you soon enough' are best understood as",
          options: [
            "a practical remark that Kabir's head will soon grow to the size of the hat",
            'a hint that Kabir will grow into the role of the village umpire',
            'a gentle rebuke for the trouble Kabir has caused in the village',
            'a sign that Dayal-ji means to stop watching cricket altogether',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Coming just after 'next year they will ask for you', handing over the hat suggests that Kabir will take Dayal-ji's place; the hat stands for the role. The literal reading misses this link, Dayal-ji approves of the decision rather than rebuking it, and nothing suggests he will stop watching the game.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'Placements'],
        },
      ],
    },
    {
      key: 'p4-twelve-rupees',
      set: {
        kind: 'passage',
        title: 'Twelve rupees',
        body: `Anil was nine, and the shopkeeper at the corner, Mr Bhatt, was the most frightening man he knew. He had a voice like a lorry changing gear and a way of looking over his spectacles that made children forget what they had come to buy.

On Saturday Anil's mother sent him for a packet of sugar and gave him a fifty-rupee note. Mr Bhatt took the note without a word, put the sugar on the counter and pushed the change across: a twenty, a ten, and a little heap of coins. Anil was halfway home before he counted it. Forty-two rupees. The sugar cost twenty. He had been given twelve rupees too many.

He stopped under the neem tree and looked at the money. Twelve rupees would buy four packets of the tamarind sweets he loved, or a new top (not a good top, but a top). Nobody had seen. Mr Bhatt would never know; Mr Bhatt, who frightened everyone, could surely afford to lose twelve rupees. Anil walked on slowly, then more slowly, and then he stood still in the middle of the lane for so long that a cyclist rang his bell twice.

He found, to his annoyance, that he could not make the money feel like his. It sat in his pocket heavy and hot, as if it knew.

When he pushed the coins back across Mr Bhatt's counter, his voice came out as a whisper. 'You gave me too much.' Mr Bhatt looked at the coins, then at Anil, over his spectacles, for a very long time.

'I know,' he said.

Anil stared.

'Every new child in this lane gets too much change once,' said Mr Bhatt. 'Most of them I do not see again until they need something. Some of them come back.' He swept the coins into his drawer, reached under the counter and put a single tamarind sweet in their place. 'The ones who come back,' he said, 'I give credit to when their mothers forget the purse.'

Anil walked home eating the sweet very slowly. Years later, when he had a shop of his own, he could never quite decide whether Mr Bhatt had been testing the children or teaching them, and he came to suspect that Mr Bhatt had not been sure either.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central theme',
          type: 'single',
          statement: 'Which of the following best captures the central theme of the story?',
          options: [
            'A frightening shopkeeper cheats the children of his lane.',
            'A boy spends money that is not his and is punished for it.',
            'Children should not be sent shopping alone.',
            'A boy chooses honesty and discovers that the shopkeeper he feared had been quietly testing it.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Anil returns the extra money despite temptation, and Mr Bhatt reveals 'Every new child in this lane gets too much change once'. Mr Bhatt gives too much, not too little, so he cheats no one; Anil does not spend the money; and the story draws no lesson about shopping alone.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'How did Anil know he had been given twelve rupees too many?',
          options: [
            'The sugar cost twenty rupees, so from fifty he should have received thirty, but he had forty-two.',
            'Mr Bhatt told him so as he left the shop.',
            'His mother counted the change when he got home.',
            'A cyclist in the lane pointed it out to him.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 says he counted forty-two rupees and that 'The sugar cost twenty', so thirty was due and twelve was extra. Mr Bhatt said nothing until Anil returned, Anil counted before reaching home, and the cyclist only rang his bell.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Figurative language',
          type: 'single',
          statement: "The sentence 'It sat in his pocket heavy and hot, as if it knew' suggests that",
          options: [
            'the coins had been left in the sun',
            'Anil was afraid of losing the money',
            "Anil's conscience was troubling him about keeping the money",
            'the money was too heavy for a small boy to carry',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The money 'heavy and hot' that 'knew' is a figure for guilt; Anil 'could not make the money feel like his'. It is not literal heat or weight, and his worry is not about losing the money but about keeping it.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement: "It can be inferred from Mr Bhatt's words that he",
          options: [
            'had made an honest mistake with the change',
            'deliberately gave each new child extra change once to see whether it would be returned',
            'wanted Anil to buy more sweets from his shop',
            'disliked all the children of the lane',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "He says 'I know' and 'Every new child in this lane gets too much change once', then extends credit to 'The ones who come back', showing a deliberate test. 'I know' rules out an honest mistake, the gift of a sweet is a reward rather than a sales trick, and offering credit to honest children shows he does not dislike them all.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q5',
          title: 'Interpreting the ending',
          type: 'single',
          statement: 'The last sentence of the story suggests that',
          options: [
            'the grown-up Anil decided that Mr Bhatt had been dishonest',
            'Anil never again thought about the incident',
            "Anil became sure that Mr Bhatt's only aim had been to teach",
            "the grown-up Anil stayed uncertain about Mr Bhatt's purpose and suspected Mr Bhatt was too",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Anil 'could never quite decide whether Mr Bhatt had been testing the children or teaching them' and suspected Mr Bhatt 'had not been sure either'. He does not judge Mr Bhatt dishonest, he clearly thought about it for years, and he never became sure of either aim.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
      ],
    },
  ],
};
