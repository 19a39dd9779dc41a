import type { AuthoredTopic } from '../../authored.js';

export const literatureAndArts: AuthoredTopic = {
  topic: 'literature-and-arts',
  sets: [
    {
      key: 'p1-unreliable-narrator',
      set: {
        kind: 'passage',
        title: 'The narrator we learn to doubt',
        body: `**(1)** Most stories ask us to trust the person telling them. An unreliable narrator is one whose account we learn to doubt: a storyteller who misunderstands, conceals, boasts or deceives, so that the reader must piece together what really happened from clues the narrator does not notice he is giving.

**(2)** The device depends on a kind of double reading. On the surface we follow the narrator's version; beneath it we assemble another. A narrator who insists repeatedly that he is not jealous, while describing in minute detail every conversation his wife has with a neighbour, tells us more than he means to. The gap between what he says and what he shows is where the story really happens.

**(3)** Unreliability comes in several forms. Some narrators lie deliberately. Others are honest but limited: a child who reports adult conversations without understanding them, for example, can let the reader grasp a family's troubles that the child cannot name. Still others are sincere but self-deceived, and these are often the most affecting, because the reader watches a person fail to see what is plain to everyone else.

**(4)** Why would a writer choose such a narrator? One answer is that it makes the reader active. Instead of being told the truth, we work it out, and the discovery is more memorable for being ours. Another is that it is faithful to experience. None of us sees ourselves whole; all of us tell our own stories with some bias. A narrator who gets things wrong may be truer to life than an all-seeing one.

**(5)** The device has its risks. If the clues are too obvious, the reader feels superior and stops caring; if they are too faint, the reader simply believes the narrator and misses the story altogether. The art lies in letting the reader doubt at the right pace: early enough to be engaged, late enough to be surprised.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The passage is mainly concerned with',
          options: [
            'criticising writers who deceive their readers',
            'explaining what an unreliable narrator is, its forms, its appeal and its risks',
            'arguing that all first-person narrators are unreliable',
            'describing the plot of a story about a jealous husband',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The passage defines the device (paragraph 1), shows how it works (2), lists forms (3), gives reasons for it (4) and notes risks (5). It admires rather than criticises the device, never claims every first-person narrator is unreliable, and the jealous husband is a brief illustration, not a plot summary.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'GRE'],
        },
        {
          key: 'q2',
          title: 'Function of an example',
          type: 'single',
          statement: 'The example of the narrator who insists he is not jealous illustrates',
          options: [
            'how a narrator can reveal more than he intends through the details he chooses',
            'why children make the most affecting narrators',
            'how writers make clues too obvious',
            'a narrator who lies deliberately to the reader',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage says he 'tells us more than he means to', and that 'the gap between what he says and what he shows' is where the story lies. He is not a child, nothing suggests the clues are too obvious, and 'more than he means to' implies self-deception rather than a deliberate lie.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'GRE'],
        },
        {
          key: 'q3',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, a child narrator may be unreliable because the child',
          options: [
            'wants to hide the truth from the reader',
            'exaggerates to seem important',
            'reports honestly but does not understand what is heard',
            'is the most self-deceived of all narrators',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 places the child among narrators who are 'honest but limited', reporting conversations 'without understanding them'. Hiding the truth describes deliberate liars, boasting is not attributed to the child, and self-deception is a separate category in the same paragraph.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement:
            'According to the passage, if a writer makes the clues against the narrator too faint, readers will probably',
          options: [
            'feel superior to the narrator and stop caring',
            'be surprised at exactly the right moment',
            'stop reading after the first chapter',
            "accept the narrator's version and miss the real story",
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 5 says that if the clues are 'too faint, the reader simply believes the narrator and misses the story altogether'. Feeling superior is the result of clues that are too obvious, surprise at the right moment is the aim of a well-paced story, and abandoning the book is not mentioned.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "In paragraph 3, the word 'affecting' most nearly means",
          options: ['pretending', 'emotionally moving', 'influential', 'unusual'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "These narrators are 'most affecting' because we watch 'a person fail to see what is plain to everyone else', which stirs feeling, so the word means emotionally moving. 'Pretending' is a different sense of 'affect', 'influential' does not explain why watching a self-deceived person matters to the reader, and 'unusual' is not supported.",
          difficulty: 'medium',
          expectedSeconds: 45,
          exams: ['CUET', 'CAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-what-is-a-raga',
      set: {
        kind: 'passage',
        title: 'More than a scale',
        body: `To a listener new to Indian classical music, a raga can sound like a scale, and teachers sometimes begin by describing it that way: these are the notes, this is the order. But a raga is much more than a set of notes. Two ragas may use exactly the same notes and still be entirely distinct, because each has its own characteristic phrases, its own ways of approaching certain notes, its own emphasis on particular tones, and its own mood.

Think of a raga less as a scale than as a personality. A practised listener recognises it within a few phrases, much as one recognises a friend's voice on the phone before she says her name. Some notes in a raga are dwelt upon; others are only touched in passing; some may be used when the melody rises but avoided when it falls. A performer who played the right notes in the wrong manner would not be playing the raga at all.

In the Hindustani tradition of north India, many ragas are also associated with a time of day or a season. Some are traditionally sung at dawn, others late at night; certain ragas belong to the monsoon. Musicians differ on how strictly these associations should be kept, especially now that most concerts take place in the evening, but many feel that a raga heard at its proper hour gains something.

Perhaps most striking to a newcomer is how much of a performance is improvised. There is usually no written score. The performer, often after a slow opening without rhythmic accompaniment that explores the raga note by note, develops it in real time, inventing phrases within its rules. Two performances of the same raga by the same artist may share little beyond the raga itself. The rules do not cage the musician; they are the grammar in which something new can be said.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'Which of the following best expresses the main point of the passage?',
          options: [
            'A raga is simply a scale of notes played in a fixed order.',
            'Ragas should be performed only at their traditional times of day.',
            'A raga is a melodic framework with its own character, within which musicians improvise.',
            'Indian classical music has no rules, so performers are free to play anything.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage argues that a raga is 'much more than a set of notes', has a 'personality', and is developed by improvisation 'within its rules'. The first option is the beginner's view the author corrects, the author notes that musicians differ on keeping time associations, and the last sentence says the rules are a 'grammar', not absent.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, two ragas that use exactly the same notes can still be distinct because',
          options: [
            'they are always sung in different seasons',
            'each has its own characteristic phrases, emphases and ways of approaching notes',
            'one of them must have a written score',
            'they are played on different instruments',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 1 attributes the difference to 'its own characteristic phrases, its own ways of approaching certain notes, its own emphasis on particular tones, and its own mood'. Seasons apply only to some ragas, the passage says there is 'usually no written score', and instruments are not mentioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Function of an analogy',
          type: 'single',
          statement: "The comparison with recognising a friend's voice on the phone suggests that",
          options: [
            'a raga is identified by its distinctive character, quickly and almost instinctively',
            'ragas are best listened to on the telephone',
            'only friends of the performer can identify a raga',
            'a raga cannot be recognised until it is named',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "A listener recognises a raga 'within a few phrases', just as a friend's voice is known 'before she says her name', so its character makes it quickly recognisable. The telephone is part of the image, not advice; any 'practised listener' can do this; and the point is precisely that recognition comes before naming.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Meaning of the last line',
          type: 'single',
          statement:
            "The final sentence ('The rules do not cage the musician; they are the grammar in which something new can be said') suggests that",
          options: [
            'the rules of a raga limit what a musician can express',
            'musicians should learn grammar before music',
            'ragas have become too strict to allow improvisation',
            'the rules of a raga make original expression possible, as grammar does for speech',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The sentence denies that the rules 'cage' the musician and compares them to grammar, which is what allows new sentences to be made. The first option is the view being rejected, the grammar is a metaphor rather than a subject to study first, and the passage stresses how much is improvised.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'GRE'],
        },
        {
          key: 'q5',
          title: 'Inference',
          type: 'single',
          statement:
            'According to the passage, what would the author say of a performer who plays all the correct notes of a raga but ignores its characteristic phrasing?',
          options: [
            'The performer is giving a faithful but dull rendering of the raga.',
            'The performer is not really playing that raga.',
            'The performer is improvising within the rules.',
            'The performer has chosen the wrong time of day.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 states that 'A performer who played the right notes in the wrong manner would not be playing the raga at all'. The author does not call such playing faithful, ignoring the characteristic phrasing breaks the rules rather than improvising within them, and the time of day is a separate matter.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
      ],
    },
    {
      key: 'p3-translating-poems',
      set: {
        kind: 'passage',
        title: 'What translation gives',
        body: `It is often said that poetry is what gets lost in translation. The remark is clever, and like many clever remarks it is half true. A poem is not simply a message that could be carried in any container; its meaning lives in its sounds, its rhythms and the particular associations of its words. A word for 'moon' in one language may carry centuries of love poetry; its dictionary equivalent in another may suggest little more than astronomy.

The translator therefore faces choices at every line. Should she keep the rhyme scheme of the original, at the cost of bending the sense to fit it? Or keep the sense exactly and let the music go? A translation that clings to every word may be accurate and lifeless; one that recreates the music may drift far from what the poet wrote. Neither is simply right. Much depends on what the translation is for: a student reading alongside the original needs faithfulness to the words, while a reader who will never see the original needs a poem that works in its own language.

Yet the remark about loss leaves something out. Translations also give. Many poems have reached readers far from their origins only through translation, and some translations have come to be admired as poems in their own right, shaping the literature of the language they entered. A poet who reads a foreign poem in translation may find in it a way of writing that did not exist in her own tradition before.

Perhaps the better way to think of a translation is not as a copy, necessarily inferior, but as a performance. A pianist playing a sonata does not reproduce the composer's mind; she interprets a score, and different pianists reveal different things in the same work. A translated poem is one reading of the original made audible in another language. We would not want only one performance of a great sonata. Nor, perhaps, should we want only one translation of a great poem.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: 'Which of the following best states the main point of the passage?',
          options: [
            'Poetry cannot be translated, so it should be read only in the original.',
            'Translators should always keep the rhyme scheme of the original.',
            'Translating poetry involves unavoidable trade-offs, but a translation is better seen as an interpretation that also gives something.',
            'Pianists and translators face exactly the same problems.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author grants the losses and the choices, then argues 'Translations also give' and proposes seeing them 'as a performance'. The author calls the loss claim only 'half true', says of rhyme versus sense 'Neither is simply right', and uses the pianist as an analogy, not a claim that the problems are identical.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, which reader most needs a translation that is faithful to the words?',
          options: [
            'A student reading the translation alongside the original',
            'A reader who will never see the original',
            'A poet looking for new ways of writing',
            'A pianist interpreting a sonata',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 says 'a student reading alongside the original needs faithfulness to the words'. The reader who will never see the original 'needs a poem that works in its own language', the poet is mentioned for what translations give, and the pianist belongs to an analogy.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q3',
          title: "Author's attitude",
          type: 'single',
          statement:
            "The author's attitude towards the saying that poetry is what gets lost in translation is best described as",
          options: [
            'complete agreement',
            'scornful rejection',
            'indifference',
            'partial agreement, with the view that it leaves something out',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The author calls the remark 'half true' and later says it 'leaves something out'. That is neither full agreement nor scorn (the remark is called 'clever'), and two paragraphs of engagement with it rule out indifference.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'CAT', 'GRE'],
        },
        {
          key: 'q4',
          title: 'Inference from an analogy',
          type: 'single',
          statement: 'The comparison of translations to musical performances implies that',
          options: [
            'there should be a single official translation of each great poem',
            'several translations of a poem can each reveal different aspects of it',
            'translators should study music before poetry',
            'a translation is always inferior to a musical performance',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Just as 'different pianists reveal different things in the same work', different translations can show different sides of a poem, and the author concludes we should not 'want only one translation'. That rules out a single official version, the analogy gives no advice to study music, and the author rejects seeing translation as 'necessarily inferior'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GRE', 'CUET'],
        },
      ],
    },
  ],
};
