import type { AuthoredTopic } from '../../authored.js';

export const historyAndPolitics: AuthoredTopic = {
  topic: 'history-and-politics',
  sets: [
    {
      key: 'p1-ashokas-edicts',
      set: {
        kind: 'passage',
        title: 'An emperor carves his regret in stone',
        body: `**(1)** Around 260 BCE the Mauryan emperor Ashoka conquered Kalinga, a kingdom on the eastern coast of India roughly corresponding to present-day Odisha. The war was, by the emperor's own account, terribly destructive: one of his inscriptions speaks of a hundred and fifty thousand people carried away, a hundred thousand killed, and many more who died afterwards. What makes this account remarkable is its source. It is not a chronicle written by a rival or a later historian but the emperor's own words, carved in stone, expressing remorse.

**(2)** After Kalinga, Ashoka declared that he would pursue conquest by dhamma rather than by arms. The word, a Prakrit form of dharma, is hard to translate; in the edicts it means something like a code of moral conduct: respect for parents and elders, kindness to servants and slaves, generosity to priests and ascetics of all sects, restraint in speech, and the avoidance of needless killing of animals. Ashoka was a follower of Buddhism, but the dhamma of the edicts is not narrowly Buddhist. One inscription urges people to honour other sects, observing that whoever praises his own sect while disparaging others in fact harms his own.

**(3)** The edicts were inscribed on rocks and pillars across a vast area, from present-day Afghanistan to Karnataka. Most are in Prakrit written in the Brahmi script; in the northwest some use the Kharosthi script, and a few are in Greek and Aramaic, languages used in that region. Ashoka also appointed officials, the dhamma-mahamattas, to spread dhamma and watch over its observance.

**(4)** After the Mauryan empire declined, the Brahmi script eventually fell out of use and the inscriptions could no longer be read. It was only in 1837 that James Prinsep, working in Calcutta, deciphered it. Even then it took time to establish that the king called 'Devanampiya Piyadasi' (Beloved of the Gods, of gracious appearance) in the edicts was Ashoka, the king known from Buddhist texts.

**(5)** Historians debate how far the edicts describe real policy and how far they are royal self-presentation. Ashoka did not disband his army, and one edict warns the forest peoples that the king, though repentant, still has power. But even as propaganda the edicts are extraordinary: a ruler choosing to make public his regret for a victory.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The passage is mainly about',
          options: [
            'the military tactics Ashoka used to conquer Kalinga',
            "Ashoka's edicts: what they say, where they were placed, how they were read again, and how historians view them",
            'the life and work of James Prinsep',
            'the spread of Buddhism from India to Afghanistan',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage covers the edicts' content (remorse, dhamma), their spread and scripts, Prinsep's decipherment and the historians' debate. No military tactics are described, Prinsep appears in one paragraph, and the edicts' dhamma is said to be 'not narrowly Buddhist', so the spread of Buddhism is not the subject.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, one of the edicts says that a person who praises his own sect while disparaging others',
          options: [
            'should be punished by the dhamma-mahamattas',
            'will be rewarded in the next life',
            'in fact harms his own sect',
            'is following the true dhamma',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 reports the observation 'that whoever praises his own sect while disparaging others in fact harms his own'. The officials' role is to spread dhamma, with no punishment for this mentioned; no reward in a next life is cited; and such behaviour is the opposite of the tolerance the edict urges.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'The use of Greek and Aramaic in some northwestern edicts most probably suggests that Ashoka',
          options: [
            'wanted his message understood by the people of each region in languages they used',
            'was of Greek descent',
            'could not write Prakrit',
            'intended the edicts to be read only by foreign traders',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage says these were 'languages used in that region', and the edicts were meant to spread dhamma, so using local languages served to reach local people. Nothing suggests Greek descent, 'Most are in Prakrit', and there is no hint that the edicts were aimed only at traders.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Supporting detail',
          type: 'single',
          statement: "Why does the author call the account of the Kalinga war 'remarkable'?",
          options: [
            'Because it gives exact figures for the dead.',
            'Because it was written by a rival kingdom.',
            'Because it was discovered only in 1837.',
            'Because it comes from the victorious emperor himself and expresses his remorse.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author says 'What makes this account remarkable is its source ... the emperor's own words, carved in stone, expressing remorse'. The figures are given but are not the reason cited, the text says it is 'not a chronicle written by a rival', and 1837 is when the script was deciphered, not when the account was found.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Evaluating a debate',
          type: 'single',
          statement:
            'Which of the following, mentioned in the passage, lends support to the view that the edicts are partly royal self-presentation?',
          options: [
            'The edicts were written in several scripts.',
            'Ashoka kept his army and warned the forest peoples that he still had power.',
            'The edicts urged kindness to servants and slaves.',
            'Prinsep deciphered the Brahmi script in 1837.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'Paragraph 5 cites the retained army and the warning to the forest peoples as reasons to doubt that the edicts simply describe policy. The scripts and the decipherment concern how the edicts were written and read, and the call for kindness is part of the dhamma itself rather than evidence about its sincerity.',
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'CUET', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-making-the-constitution',
      set: {
        kind: 'passage',
        title: 'How the Constitution of India was made',
        body: `The Constitution of India was drafted by a Constituent Assembly that first met in December 1946, before independence, and completed its work almost three years later. Most of its members had been elected indirectly, by the provincial legislatures, and after Partition the Assembly continued with a reduced membership. The Constitution was adopted on 26 November 1949 and came into force on 26 January 1950, a date chosen because of its association with the call for complete independence, Purna Swaraj, made by the Indian National Congress in 1929-30.

The Assembly worked through committees. The Drafting Committee, chaired by B. R. Ambedkar, prepared the text that was then debated clause by clause. The debates were long and often sharp: on the official language, on the powers of the states, on property, on whether and how to protect minorities. Many disagreements were settled not by outvoting opponents but by compromise, and the resulting text is notably long, partly because it spells out matters that other constitutions leave to ordinary law or to convention.

The framers borrowed widely and said so. Parliamentary government came from British practice, which Indians knew from the colonial legislatures; a written list of fundamental rights and judicial review owed much to the United States; the Directive Principles of State Policy were influenced by the Irish constitution. Much of the administrative structure followed the Government of India Act of 1935. Critics at the time called the document a patchwork. Its defenders replied that there was no virtue in originality for its own sake, and that the framers had chosen what suited Indian conditions.

In his closing speech to the Assembly, Ambedkar warned that a constitution, however good, would work only as well as the people who operated it. He also spoke of a contradiction: India was entering a life in which there would be equality in politics, one person one vote, but inequality in social and economic life. If that contradiction were not removed, he warned, those who suffered from inequality might one day blow up the structure of political democracy.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best describes the content of the passage?',
          options: [
            'A biography of B. R. Ambedkar',
            'An account of how the Constitution was drafted, where its ideas came from, and the warnings given at its adoption',
            'A list of the amendments made to the Constitution since 1950',
            'An argument that the Constitution should be rewritten',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage covers the Assembly and its dates, the committees and debates, the borrowings, and Ambedkar's closing warnings. Ambedkar appears only in his role in the Assembly, amendments are not listed, and the passage makes no case for rewriting the text.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, why was 26 January chosen as the date on which the Constitution came into force?',
          options: [
            'It was the day the Constituent Assembly first met.',
            'It was the day the Constitution was adopted.',
            'It was associated with the call for Purna Swaraj made by the Congress in 1929-30.',
            'It was the anniversary of the Government of India Act of 1935.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage says the date was chosen 'because of its association with the call for complete independence, Purna Swaraj'. The Assembly first met in December 1946 and the Constitution was adopted on 26 November 1949, and the 1935 Act is mentioned only as a model for administration.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Reply to criticism',
          type: 'single',
          statement: "How did the Constitution's defenders answer the charge that it was a patchwork?",
          options: [
            'They argued that originality has no value for its own sake and that the borrowed features suited Indian conditions.',
            'They denied that anything had been borrowed from other countries.',
            'They agreed and promised to write a new constitution later.',
            'They said that the Irish constitution was itself a patchwork.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says defenders replied 'there was no virtue in originality for its own sake, and that the framers had chosen what suited Indian conditions'. The framers 'borrowed widely and said so', no promise of a new constitution is mentioned, and nothing is said about the Irish constitution's origins.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Meaning of an idea',
          type: 'single',
          statement: "The 'contradiction' that Ambedkar spoke of was between",
          options: [
            'the powers of the Union and the powers of the states',
            'British parliamentary practice and American judicial review',
            'the official language and regional languages',
            'equality in political life and inequality in social and economic life',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The last paragraph describes 'equality in politics, one person one vote, but inequality in social and economic life'. The powers of the states and the official language were subjects of debate in the Assembly, and British and American sources were borrowings, none of them the contradiction Ambedkar named.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Inference',
          type: 'single',
          statement:
            'Which of the following can be inferred from the passage about the length of the Constitution?',
          options: [
            'It is long because the Assembly could not agree on anything.',
            'It is long partly because it sets out details that other constitutions leave to ordinary laws or conventions.',
            'It is shorter than the Government of India Act of 1935.',
            'It became long only because of later amendments.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says the text is 'notably long, partly because it spells out matters that other constitutions leave to ordinary law or to convention'. The Assembly did agree, often by compromise; no comparison of length with the 1935 Act is made; and later amendments are not mentioned as the cause.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
      ],
    },
    {
      key: 'p3-printing-press',
      set: {
        kind: 'passage',
        title: 'Why the printing press mattered',
        body: `Printing was not invented in Europe. Block printing was practised in China more than a thousand years ago, and movable type, first of baked clay and later of metal, was developed in China and Korea long before it appeared in the West. Yet the press that Johannes Gutenberg set up in Mainz around 1450 had consequences that were unusually swift and far-reaching, and historians have long asked why.

Part of the answer is technical. Gutenberg combined several elements: a metal alloy that could be cast into precise, durable letters, a hand mould for producing them quickly, an oil-based ink that would cling to metal, and a press adapted from those used in making wine and paper. Part of the answer is linguistic. European alphabets have a few dozen letters, so a printer needed only a modest stock of distinct pieces of type; a Chinese printer working with thousands of characters faced a far larger task, which helps explain why woodblock printing remained competitive in East Asia for so long.

But the largest part of the answer is social and commercial. Europe had many rival cities and states, a growing class of literate merchants, universities, and a church whose disputes created an appetite for texts. Printing spread rapidly because it was profitable. Within fifty years presses were at work in more than two hundred towns, and millions of books had been printed.

The effects went beyond cheaper books. Identical copies meant that scholars in different cities could refer to the same page, and to the same errors, making it easier to correct and build on earlier work. Pamphlets spread arguments faster than authorities could suppress them; the religious reformers of the sixteenth century made heavy use of print. Printing in everyday languages rather than Latin helped to standardise spelling and, in the long run, strengthened a sense of shared national language.

It would be wrong, however, to credit the machine alone. The same technology produced different results in different societies. What printing did depended on who owned the presses, who could read, and who was allowed to publish.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central question',
          type: 'single',
          statement: 'The passage is chiefly concerned with answering which question?',
          options: [
            'Who first invented printing?',
            "Why did Gutenberg's press have such swift and far-reaching effects?",
            'Why did China abandon printing?',
            'How did Gutenberg make his fortune?',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 1 ends 'historians have long asked why', and the following paragraphs give technical, linguistic and social answers and the effects. The invention of printing is settled in the first two sentences, China is said to have kept woodblock printing competitive rather than abandoning printing, and Gutenberg's finances are not discussed.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, the linguistic reason for the success of movable type in Europe was that',
          options: [
            'European languages had no written form before printing',
            'Latin was easier to print than everyday languages',
            'European alphabets have few letters, so only a modest stock of type was needed',
            'Chinese characters could not be carved in wood',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 says 'European alphabets have a few dozen letters, so a printer needed only a modest stock of distinct pieces of type'. Europe already had writing (Latin and universities are mentioned), no comparison of Latin and everyday languages is made on ease of printing, and the passage says woodblock printing worked well in East Asia.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: 'Why, according to the passage, did identical printed copies help scholarship?',
          options: [
            'They allowed scholars in different places to refer to the same text and correct its errors.',
            'They contained no errors at all.',
            'They replaced the need for universities.',
            'They were written only in Latin.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 4 says scholars 'could refer to the same page, and to the same errors, making it easier to correct and build on earlier work'. The mention of shared errors contradicts the second option, universities are listed as a cause of demand, not something replaced, and printing in everyday languages is also described.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Purpose of the last paragraph',
          type: 'single',
          statement: 'The last paragraph mainly serves to',
          options: [
            'argue that the printing press had little real effect',
            'praise Gutenberg as the sole cause of modern Europe',
            'suggest that printing was more useful in China than in Europe',
            'caution that the effects of a technology depend on the society that uses it',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "It says 'It would be wrong ... to credit the machine alone' and that results depended on who owned presses, could read and could publish. The passage has just described large effects, so the first option contradicts it; crediting Gutenberg alone is exactly what it warns against; and no ranking of China and Europe is made.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p4-salt-march',
      set: {
        kind: 'passage',
        title: 'Why salt?',
        body: `**(1)** When Gandhi announced early in 1930 that the next campaign of civil disobedience would target the salt tax, many of his colleagues in the Congress were puzzled. The movement had just declared complete independence as its goal, and salt seemed a trivial issue on which to challenge an empire. Some feared the choice would make the campaign look ridiculous.

**(2)** Gandhi's reasoning was shrewder than it first appeared. Salt was a necessity for every household, rich or poor, Hindu or Muslim, in every region. The colonial government controlled its manufacture and taxed it, so that even the poorest paid the empire something with every meal. A grievance about land revenue or tariffs affected particular groups; a grievance about salt touched everyone. And the act of defiance was simple: anyone living near the sea could make salt by evaporating seawater. No special training, organisation or wealth was needed to break this law.

**(3)** On 12 March 1930 Gandhi set out from his ashram at Sabarmati, near Ahmedabad, with fewer than a hundred companions, walking to the coastal village of Dandi, nearly 400 kilometres away. The march took more than three weeks, and it was slow by design. Each day the marchers passed through villages where Gandhi spoke, and each day newspapers in India and abroad reported their progress, so that by the time he reached the sea the whole country was watching. On 6 April he picked up a lump of natural salt from the shore, a small act that broke the law.

**(4)** What followed was larger than the march itself. Across India people made and sold salt illegally, boycotted foreign cloth and picketed liquor shops. Women took part in large numbers, many of them for the first time in public political action. The government responded with mass arrests; tens of thousands were jailed, Gandhi among them. At the Dharasana salt works in May, volunteers advanced in disciplined rows towards police who beat them down, and a foreign journalist's account of the scene, widely circulated abroad, damaged the government's claim to rule with the consent of the governed.

**(5)** In strictly material terms the campaign achieved little. The Gandhi-Irwin Pact of 1931 allowed people in coastal areas to make salt for their own use, but the tax itself remained, and independence was still many years away. Historians who judge the march a success point to other measures: it drew millions into the national movement, it showed that non-violent discipline could be sustained on a mass scale, and it shifted opinion abroad. The lesson many drew was that the power of a symbol lies less in the size of the issue than in how many people can act upon it.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best states the main idea of the passage?',
          options: [
            'The Salt March failed because it did not abolish the salt tax.',
            'Salt, a seemingly minor issue, proved a powerful symbol because everyone was affected and anyone could break the law, and the campaign mattered more than its material gains suggest.',
            "Gandhi's colleagues in the Congress forced him to choose salt as the issue of the campaign.",
            'The Dharasana salt works were the most important place in the freedom movement.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage explains why salt worked as a symbol (paragraph 2), how the march and campaign unfolded, and why historians value it beyond its small material results (paragraph 5). It does not call the march a failure, says his colleagues were 'puzzled' by Gandhi's choice rather than forcing it, and mentions Dharasana as one episode.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'Which of the following is NOT given in the passage as a reason why salt suited the campaign?',
          options: [
            'Every household, rich or poor, needed salt.',
            'The salt tax fell even on the poorest.',
            'Anyone near the sea could break the law by making salt.',
            "Salt was the largest source of the government's revenue.",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'Paragraph 2 gives universal need, the tax on even the poorest, and the simplicity of making salt. It never says salt was the largest source of revenue, so that option is the one not given.',
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CUET'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: "The passage suggests that the march was 'slow by design' in order to",
          options: [
            'build public attention through daily meetings and press reports along the way',
            'allow the marchers to rest because most of them were old',
            'give the government time to withdraw the salt tax before the marchers arrived',
            'avoid the police, who were waiting at Dandi',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The sentences after 'slow by design' describe daily speeches in villages and daily press reports, so that 'the whole country was watching'. The marchers' age is not mentioned, no hope of early withdrawal is suggested, and nothing is said about police waiting at Dandi.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: "Author's assessment",
          type: 'single',
          statement: "The author's assessment of the campaign's success is best described as",
          options: [
            'wholly negative, since the tax remained',
            'uncritically celebratory',
            'qualified: small material gains but significant wider effects',
            'undecided, offering no view at all',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author concedes that 'In strictly material terms the campaign achieved little' but reports the broader achievements and the lesson drawn, a qualified judgement. Admitting the small material gains rules out uncritical celebration, the wider effects rule out a wholly negative view, and the weighing of both is itself a view.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Meaning of the conclusion',
          type: 'single',
          statement:
            "The final sentence ('the power of a symbol lies less in the size of the issue than in how many people can act upon it') means that",
          options: [
            'only large economic issues can unite a nation',
            'a symbol works best when ordinary people everywhere can take part in it, even if the issue seems small',
            'symbols matter less than mass arrests',
            'salt was in fact the most important economic issue of the time',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Salt was a small issue that anyone could act on, and that made it powerful, which is the point of the last sentence. The first option reverses it, arrests are a government response rather than a rival to symbols, and the passage presents salt as seemingly 'trivial', not as the biggest economic issue.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
      ],
    },
  ],
};
