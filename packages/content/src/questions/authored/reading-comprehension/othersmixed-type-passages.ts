import type { AuthoredTopic } from '../../authored.js';

export const othersMixedTypePassages: AuthoredTopic = {
  topic: 'othersmixed-type-passages',
  sets: [
    {
      key: 'p1-the-banyan-dialogue',
      set: {
        kind: 'passage',
        title: 'A conversation about the banyan at the crossing',
        body: `**Ritu:** They're cutting the banyan at the crossing on Monday. Forty trees along the whole stretch, the notice says, for the road widening.

**Anand:** I saw. I won't pretend I'm happy, but have you tried crossing there at nine in the morning? An ambulance was stuck for twenty minutes last month.

**Ritu:** I'm not saying the traffic isn't real. I'm saying the notice promises four hundred saplings 'elsewhere in the district' as compensation. A sapling elsewhere isn't shade here. That banyan must be a hundred years old; a sapling takes decades to give anything like the same shade, if it survives at all.

**Anand:** If. You're assuming they'll die.

**Ritu:** I'm assuming what I've seen. Half the saplings from the last planting drive were dead by the next summer because nobody watered them. The notice gives a number planted, not a number surviving.

**Anand:** Fair. But what's the alternative? Leave the road as it is?

**Ritu:** Not necessarily. The crossing jams because buses stop right at the corner and cars park on both sides. Move the bus stop fifty metres, enforce the parking rules, time the signal properly. Try that for three months. If it doesn't work, then talk about the trees.

**Anand:** You think the council will try the cheap thing first?

**Ritu:** I think nobody will ask them to unless we do. Cutting trees is one decision; fixing parking is a hundred small ones, every day, and it annoys shopkeepers.

**Anand:** So you want a trial before a felling.

**Ritu:** I want them to show that the felling is necessary, not just possible. And if they do cut, I want the surviving saplings counted after three years, and the count published.

**Anand:** That, at least, I'd sign.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Central issue',
          type: 'single',
          statement: 'The central disagreement between Ritu and Anand concerns',
          options: [
            'whether the traffic at the crossing is really a problem',
            'whether trees should be felled now or cheaper measures tried first',
            'whether banyan trees are more valuable than other trees',
            'whether the council should plant saplings in the district at all',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Ritu proposes a three-month trial of cheaper measures and wants the council to show 'that the felling is necessary', while Anand leans towards accepting the widening. Ritu concedes that the traffic problem is real ('I'm not saying the traffic isn't real'), neither compares banyans with other species, and neither opposes planting saplings; Ritu wants their survival counted.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: "Which of the following is one of Ritu's objections to the compensation plan?",
          options: [
            'Saplings of banyan are not available in the district.',
            'Four hundred saplings are too many to look after.',
            'The plan counts saplings planted, not saplings that survive.',
            'Saplings should be planted only by residents, not by the council.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Ritu says 'The notice gives a number planted, not a number surviving', recalling that half the last batch died. She does not mention availability of banyan saplings, does not say four hundred is too many, and says nothing about who should plant them.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'Bank PO', 'SSC CGL', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Assumption',
          type: 'single',
          statement: "Ritu's proposal for a three-month trial assumes that",
          options: [
            'the ambulance was delayed for reasons unrelated to traffic',
            'shopkeepers will welcome stricter parking rules',
            'the council has already tried moving the bus stop',
            'the jams are caused largely by the bus stop, parking and signals rather than by the width of the road',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Her plan only makes sense if fixing the bus stop, parking and signal timing can relieve the jam, that is, if those are the main causes rather than the road's width. She accepts the traffic is real, expects parking rules to 'annoy shopkeepers', and implies the cheap measures have not yet been tried.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CAT', 'GMAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement: "Ritu's remark that 'fixing parking is a hundred small ones, every day' suggests that",
          options: [
            'enforcing parking rules requires constant effort and is less attractive to officials than a single decision',
            'there are exactly a hundred cars parked illegally at the crossing',
            'parking problems are easier to solve than tree felling',
            'shopkeepers will park elsewhere once the trees are cut',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "She contrasts 'one decision' (cutting) with daily enforcement that 'annoys shopkeepers', explaining why the council may prefer felling. 'A hundred' is a figure of speech, not a count; she implies enforcement is harder to sustain, not easier; and nothing links the felling to where shopkeepers park.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Interpreting the ending',
          type: 'single',
          statement: "Anand's last line, 'That, at least, I'd sign', implies that he",
          options: [
            "has been fully won over to all of Ritu's views",
            'supports at least the demand that sapling survival be counted and published',
            "refuses to support any of Ritu's proposals",
            'intends to organise a petition against the road',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "'That' refers to Ritu's last demand, counting and publishing surviving saplings, and 'at least' signals that his agreement may stop there. 'At least' rules out full agreement, agreeing to sign rules out refusing everything, and he speaks of signing, not of organising a campaign against the road.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
      ],
    },
    {
      key: 'p2-letters-and-laptops',
      set: {
        kind: 'passage',
        title: 'A trunk of letters and a laptop',
        body: `My grandfather kept every letter he received in a tin trunk, sorted by year and tied with string. When he died, the trunk came to me, and I spent a winter reading sixty years of other people's handwriting: my grandmother's careful loops, a cousin's hurried slant, a schoolfriend whose letters grew shakier with age until they stopped. I could tell, before reading a word, whether a letter had been written in joy or in haste.

I thought of that trunk recently while watching my nephew take notes in class on a laptop, typing almost everything the teacher said. His notes were complete. I am not sure they were his.

There is some evidence that this matters. A widely discussed study found that students who took notes by hand, unable to keep up with the speaker, were forced to summarise and rephrase, and this seemed to help them understand ideas rather than merely record them. Later attempts to repeat the study have produced mixed results, and the honest position is that the question is not settled. Much may depend on how the laptop is used: a student who types summaries in her own words may gain the same benefit.

But my concern is not only with test scores. Handwriting is slow, and slowness forces choices. When you cannot write everything, you must decide what matters, and that decision is itself a form of thinking. Typing makes it easy to postpone the decision indefinitely; the notes fill up, and the sorting never happens.

I am not arguing for banning laptops from classrooms, which would be both impractical and unfair to students who need them. I am arguing for teaching the habit that handwriting once enforced by accident: listen, select, restate. A trunk of letters taught me that handwriting records a person. Good notes, in any form, should record a mind at work.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main point',
          type: 'single',
          statement: "Which of the following best expresses the writer's main point?",
          options: [
            'Laptops should be banned from classrooms.',
            'Handwritten notes always lead to better test scores.',
            'Students should be taught to select and restate ideas when taking notes, whatever tool they use.',
            'Letters written by hand are more honest than typed ones.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The writer argues 'for teaching the habit ... listen, select, restate' and says good notes 'in any form' should show thinking. A ban is explicitly rejected, the research is called 'not settled', so 'always' overstates it, and honesty of letters is not the writer's claim.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Role of the anecdote',
          type: 'single',
          statement: "The story of the grandfather's trunk mainly serves to",
          options: [
            'prove that handwriting improves memory',
            'introduce the idea that handwriting reveals the person behind it, which the writer connects to note-taking',
            "describe the history of the writer's family",
            "criticise the nephew's teacher",
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The anecdote shows handwriting revealing 'joy or ... haste', and the writer returns to it at the end ('handwriting records a person') to frame the point about notes recording 'a mind at work'. An anecdote cannot prove a claim about memory, the family is background rather than the subject, and the teacher is never criticised.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            "The remark about the nephew's notes, 'I am not sure they were his', suggests that the notes",
          options: [
            "recorded the teacher's words rather than the nephew's own understanding",
            'had been copied from a classmate',
            'were incomplete and full of mistakes',
            "belonged to the writer's grandfather",
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "He was 'typing almost everything the teacher said', so the notes were complete but contained no selection or restating of his own. Nothing suggests copying from a classmate, the notes are called 'complete', and the grandfather's trunk held letters, not notes.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
        {
          key: 'q4',
          title: 'Attitude to evidence',
          type: 'single',
          statement: 'How does the writer treat the research on handwritten and typed notes?',
          options: [
            'As conclusive proof that handwriting is superior',
            'As worthless, since the results have not been repeated',
            'As irrelevant to the question of note-taking',
            'As suggestive but unsettled, with much depending on how a laptop is used',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The writer reports a 'widely discussed study', then notes 'mixed results' and that 'the question is not settled', adding that typed summaries may give 'the same benefit'. That is neither conclusive proof nor worthless, and the research is directly about note-taking, so it is not irrelevant.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'GMAT', 'CUET'],
        },
        {
          key: 'q5',
          title: 'Type of passage',
          type: 'single',
          statement: 'Which of the following best describes the passage as a whole?',
          options: [
            'A purely narrative memoir of a grandfather',
            'A scientific report on note-taking experiments',
            'A personal reflection that develops into a reasoned opinion',
            'A set of step-by-step instructions for taking notes',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage opens with a personal memory, weighs some evidence, and ends with an argued position, which mixes reflection and opinion. It does more than narrate, mentions one study without reporting experiments in detail, and 'listen, select, restate' is a summary of a habit rather than a set of instructions.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'Bank PO', 'SSC CGL'],
        },
      ],
    },
    {
      key: 'p3-glacier-diary',
      set: {
        kind: 'passage',
        title: 'From a field diary on a Himalayan glacier',
        body: `**12 September.** Reached base camp at 4,300 metres this afternoon after three days' walk from the roadhead. Headache, as expected; Tsering says it will pass by tomorrow if I drink enough water and stop talking. The glacier's snout is farther up the valley than in the photographs from my supervisor's first survey. I expected that too, but it is different to see it. The moraine left behind is a long grey field of rubble, like a building site after the building has gone.

**13 September.** Headache gone. Spent the day on the ablation stakes: bamboo poles we drilled into the ice last year. By measuring how much of each pole is now exposed, we learn how much ice has melted around it. Stake 7 had fallen over entirely, the ice that held it having melted away. Recorded it as 'more than 2.1 metres', which is an honest number and a useless one.

**15 September.** Snow overnight, so no fieldwork. Spent the morning entering data and the afternoon losing at cards to Tsering, who has worked on this glacier for longer than I have been at university. He remembers when the snout reached a boulder the size of a bus that is now a twenty-minute walk below it. I asked whether it worried him. He thought for a while and said that it worried the people downstream more, because they drink it. I have been thinking about that all evening. We measure the ice in metres; they will measure it in whether the spring runs in May.

**17 September.** Last day. Replaced stake 7 and drilled two new ones higher up, where the ice is still thick. It feels absurdly optimistic to plant bamboo in a glacier and promise to come back. But that is the whole method: you come back, and you write down what you find, and over enough years the numbers say what no single visit can.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Nature of the passage',
          type: 'single',
          statement: 'The passage is best described as',
          options: [
            'a scientific paper reporting the final results of a glacier survey',
            "a diary that records fieldwork and the writer's reflections on it",
            'a travel guide to trekking in the Himalaya',
            'a story about a card game between two friends',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Dated entries mix measurements (the stakes) with personal reflection (Tsering's remark, the 'absurdly optimistic' method), which is a field diary. No final results are reported, no advice for trekkers is given, and the card game is one line of one entry.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the diary, how do the ablation stakes show how much ice has melted?',
          options: [
            'By the length of each pole that is now exposed above the ice',
            'By the number of poles that have fallen over',
            'By the change in colour of the bamboo',
            'By the distance each pole has moved down the valley',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The 13 September entry says 'By measuring how much of each pole is now exposed, we learn how much ice has melted'. A fallen pole is what spoils a measurement, and neither colour nor movement down the valley is mentioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Meaning of a phrase',
          type: 'single',
          statement: "Why does the writer call 'more than 2.1 metres' 'an honest number and a useless one'?",
          options: [
            'Because the stake was measured incorrectly by the writer.',
            'Because 2.1 metres is too small a melt to matter.',
            "Because it is true that the melt exceeded the pole's length, but it does not say by how much.",
            'Because the writer invented the figure to fill a gap in the data.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'Stake 7 fell because all the ice holding it melted, so the true melt is known only to be greater than 2.1 metres: honest, but not precise enough to use. The measurement was not a mistake, the writer does not call the melt small, and the figure reflects what was found rather than being invented.',
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement:
            "Tsering's remark that the shrinking glacier 'worried the people downstream more, because they drink it' suggests that",
          options: [
            'Tsering does not believe the glacier is shrinking',
            'the people downstream have caused the melting',
            'scientists should stop measuring the glacier',
            'the shrinking of the glacier matters most through its effect on the water of people living below it',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The writer then reflects that people downstream 'will measure it in whether the spring runs in May', that is, in water supply. Tsering himself remembers the retreat, so he does not doubt it; no one blames the people downstream; and the writer goes on to replace and add stakes, not abandon the measurements.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q5',
          title: 'Meaning of the ending',
          type: 'single',
          statement:
            "The final sentence ('over enough years the numbers say what no single visit can') suggests that",
          options: [
            'one careful visit is enough to understand a glacier',
            'repeated measurements over many years reveal trends that a single visit cannot',
            'the writer plans to stop the survey after this visit',
            'numbers are less reliable than the memories of local people',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The writer says the method is to 'come back' and record what you find, so that a pattern emerges over time. The first option contradicts 'no single visit can', the new stakes show the writer intends to return, and the sentence praises long-run numbers rather than ranking them below memory.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
      ],
    },
  ],
};
