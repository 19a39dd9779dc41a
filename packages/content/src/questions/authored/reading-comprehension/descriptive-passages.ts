import type { AuthoredTopic } from '../../authored.js';

export const descriptivePassages: AuthoredTopic = {
  topic: 'descriptive-passages',
  sets: [
    {
      key: 'p1-market-at-dawn',
      set: {
        kind: 'passage',
        title: 'The market on Sadar Lane',
        body: `**(1)** Before the sun clears the rooftops, the vegetable market on Sadar Lane is already awake, though it has not yet decided to be loud. The first sound is water: the slap of a bucket emptied across the stone, the hiss of a hose on a pile of coriander, the drip from the awning of the fish stall, where ice has been melting since four. The light is grey and soft, and everything in it seems slightly unfinished, as if the lane were a drawing not yet coloured in.

**(2)** Then the colour arrives, a cart at a time. Tomatoes stacked into small, careful pyramids. Heaps of green chillies so bright they look lit from inside. Bitter gourds, ridged and warty, laid out like a row of crocodiles asleep. A woman in a faded green sari splits open a jackfruit with a single stroke, and its sweet, heavy smell rolls down the lane and settles over everything, even the fish.

**(3)** The sellers speak to one another in a shorthand built up over decades: a lifted chin, a number, a shrug. Prices are not yet being offered to customers, only to each other, and the talk is of rain, of a wedding, of a son who has found work in the city. A boy with a tray of tea glasses threads through the carts without ever spilling, calling 'chai, chai' in a voice that cracks between two notes.

**(4)** By seven the first shoppers come, and the lane changes key. Voices rise to carry over one another. A scale clanks. Someone argues, with great enjoyment, about the price of onions. The grey has gone; the sun now lies in a hot stripe down the middle of the lane, and the sellers drag their sacks of potatoes an arm's length back into the shade.

**(5)** The quiet hour has ended, and no one seems to miss it but me.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main focus',
          type: 'single',
          statement: 'The passage mainly describes',
          options: [
            'how the prices of vegetables are fixed in a local market',
            'how a market changes from a quiet dawn to a busy morning',
            'the life story of a woman who sells jackfruit',
            'why small markets are better than supermarkets',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage follows the lane from grey, quiet dawn (paragraph 1) through the arrival of colour and the sellers' talk to the noise of seven o'clock (paragraph 4). Prices are mentioned only in passing, the jackfruit seller appears in one sentence, and no comparison with supermarkets is made.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Figurative language',
          type: 'single',
          statement: "The comparison of bitter gourds to 'a row of crocodiles asleep' mainly serves to",
          options: [
            'warn readers that the market is dangerous',
            'suggest that the gourds are stale and unsold',
            'help the reader picture the shape and rough skin of the gourds',
            'show that the sellers come from a riverside village',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The simile follows 'ridged and warty' and turns that texture and the long shape into a vivid picture. Nothing in the passage is dangerous, the gourds have just arrived with the morning carts, and the sellers' villages are never mentioned.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Meaning of a phrase',
          type: 'single',
          statement: "In paragraph 4, 'the lane changes key' most nearly means that",
          options: [
            'the mood and sound of the lane shift, as music does when it changes key',
            'the shops of the lane are locked for the day',
            'the lane is given a new name by the shoppers',
            'the sellers move their carts to different places',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "What follows ('Voices rise', 'A scale clanks', an argument) is a change in sound and mood, a musical metaphor. The market is opening, not locking up; nothing is renamed; and the sellers move only their sacks, a short distance into the shade, which is not what the phrase describes.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Before the shoppers arrive, the sellers talk mostly about',
          options: [
            'the price of onions',
            'the quality of the day’s fish',
            'how to keep their vegetables in the shade',
            'the weather and events in one another’s lives',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 3 says 'the talk is of rain, of a wedding, of a son who has found work in the city'. The argument about onions comes after seven, when shoppers arrive; the fish and the shade are described but are not what the sellers discuss.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: "Narrator's feeling",
          type: 'single',
          statement: "The last line ('no one seems to miss it but me') suggests that the narrator",
          options: [
            'dislikes the market and wishes to leave it',
            'particularly values the calm early hour before the crowds',
            'is annoyed that the sellers ignore customers',
            'thinks the market opens too late in the day',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Only the narrator 'misses' the 'quiet hour', showing a special fondness for it. The loving detail of the whole passage rules out dislike, the sellers serve customers once they arrive, and the market is said to wake 'before the sun clears the rooftops', hardly late.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p2-desert-at-night',
      set: {
        kind: 'passage',
        title: 'Night in the Thar',
        body: `By day the desert outside the village is a place of glare. The dunes are the colour of pale bread, the air above them trembles, and the eye, looking for somewhere to rest, finds only more sand and the occasional khejri tree holding out its thin branches like a beggar's hands. But when the sun goes, it goes quickly, and within an hour the desert has become another country.

The first change is the cold. The dry air holds little of the day's heat, and the warmth drains out of the sand almost as you watch; by midnight, even in spring, you reach for a blanket. The second change is the silence, which is not the absence of sound but a kind of large, patient attention. Into it drop small noises that would be lost in a city: the creak of a camel shifting in its sleep, a dog answering another dog in a village three dunes away, the whisper of sand sliding down a slope in a breeze you cannot feel.

And then there is the sky. Without dust or city lights, the stars are not scattered but crowded, so many that the familiar constellations are hard to pick out. The Milky Way runs overhead like a long, uneven brushstroke of chalk. Lying on a dune, you lose the sense of looking up and gain instead the odd, dizzy feeling of looking down into something deep.

Towards dawn the cold is sharpest. The east turns the grey of ash, then of pearl, then, quite suddenly, of flame, and the first camel-driver's cough tells you the night is over. By eight the glare is back, and it is hard to believe that the same sand held all that darkness.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best captures the main idea of the passage?',
          options: [
            'The desert is too hot by day and too cold by night for people to live in.',
            'Camels and dogs are the only animals that survive in the desert.',
            'The stars are easier to study in the desert than anywhere else in the world.',
            'At night the harsh daytime desert is transformed into a cold, silent and starry world.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage contrasts the daytime 'glare' with the night, when the desert 'has become another country', and describes its cold, silence and sky. People clearly live there (a village, a camel-driver), the animals are only sounds in the night, and the sky is described for its beauty, not ranked for study.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, why does the desert become cold so quickly after sunset?',
          options: [
            'The dry air holds little of the heat of the day.',
            'Cold winds blow in from the mountains.',
            'The khejri trees shade the sand.',
            'The dunes block the last light of the sun.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 says 'The dry air holds little of the day's heat'. The only breeze mentioned is one 'you cannot feel', no mountains appear, and the trees and dunes are not linked to the cooling.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Figurative language',
          type: 'single',
          statement:
            "Describing the silence as 'not the absence of sound but a kind of large, patient attention' suggests that",
          options: [
            'the desert is completely soundless at night',
            'the writer is frightened of being watched',
            'the stillness makes the listener acutely aware of even the smallest sounds',
            'the villagers stay awake to guard their camels',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The next sentence says small noises 'drop' into this silence that 'would be lost in a city', so the silence sharpens hearing. It explicitly is 'not the absence of sound', nothing in the tone suggests fear, and no one is said to be keeping guard.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "As used in the first and last paragraphs, 'glare' most nearly means",
          options: ['an angry stare', 'a harsh, dazzling light', 'a smooth, shiny surface', 'a gentle glow'],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The daytime desert of glare has trembling air and nowhere for the eye to rest, which describes harsh, dazzling light. 'An angry stare' is another sense of the word that does not fit a place, 'a shiny surface' does not suit sand 'the colour of pale bread', and 'gentle' is the opposite of what is described.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Tone of the writer',
          type: 'single',
          statement: "The writer's attitude towards the desert night is best described as",
          options: ['fearful', 'coldly scientific', 'bored', 'full of wonder'],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Phrases such as 'another country', the 'dizzy feeling of looking down into something deep' and the dawn turning 'of flame' show wonder. The writer is never afraid, gives only one brief explanation (of the cold) amid vivid imagery, and is clearly absorbed rather than bored.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p3-the-piano-tuner',
      set: {
        kind: 'passage',
        title: 'The piano tuner',
        body: `Mr D'Souza, who tuned pianos in our town for as long as anyone could remember, was a small, round man who moved as though he were apologising to the furniture. He arrived by bicycle, with his tools rolled up in a length of green felt tied with a shoelace, and he would not accept tea until he had first touched the piano: a brief, flat hand laid on its lid, the way a doctor lays a hand on a feverish child.

His face was brown and creased, and his eyebrows, white and untidy, did most of his talking. When a note was badly out of tune they rose sharply, almost to the edge of his cap; when it was nearly right they drew together in fierce concentration; when it was true at last they relaxed, and so, for a moment, did the whole room. He rarely spoke while he worked. He struck each key again and again, a single note repeated until it stopped sounding like music and started sounding like a question, and he turned his tuning lever by amounts too small to see.

His hands were the surprising thing about him. The rest of him was soft and slow, but his hands were quick, narrow and certain, with long fingers whose tips had been flattened by years of pressing on felt and wire. Watching them, you understood that the apologetic manner was a kind of courtesy, not timidity. He was sure of one thing in the world, and he did not need to be loud about it.

When he had finished he played, always, the same short hymn, rather badly, and then closed the lid and laughed at himself. 'I tune them,' he would say. 'Other people play them.'`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the passage',
          type: 'single',
          statement: 'The primary purpose of the passage is to',
          options: [
            'portray a piano tuner through his appearance, manner and skill',
            'explain step by step how a piano is tuned',
            'argue that piano tuners deserve more respect than pianists',
            'describe the history of music in a small town',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage describes Mr D'Souza's body, eyebrows, hands, habits and sayings, a character portrait. Tuning is mentioned only as far as it reveals him, no argument about respect is made, and the town's musical history is not discussed.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, what showed how close a note was to being in tune?',
          options: [
            'The way Mr D’Souza hummed along with it',
            'The movements of his eyebrows',
            'The number of times he struck the key',
            'Whether he agreed to have his tea',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says his eyebrows 'did most of his talking', rising for a bad note, drawing together when it was nearly right and relaxing when it was true. He is never said to hum, he struck every key many times, and tea comes up only on his arrival.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: "The narrator comes to understand that Mr D'Souza's apologetic manner reflected",
          options: [
            'fear of the families whose pianos he tuned',
            'doubt about his own ability as a tuner',
            'politeness combined with a quiet confidence in his skill',
            'embarrassment about arriving by bicycle',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says the manner 'was a kind of courtesy, not timidity' and that 'He was sure of one thing in the world'. This rules out fear and self-doubt directly, and nothing suggests he was ashamed of his bicycle.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Figurative language',
          type: 'single',
          statement:
            "The comparison of his hand on the piano to 'the way a doctor lays a hand on a feverish child' suggests",
          options: [
            'that the piano was badly damaged and could not be repaired',
            'that he had once trained as a doctor',
            'impatience to finish the job quickly',
            'care and attentiveness towards the instrument',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "A doctor's hand on a sick child is gentle and attentive, and the gesture comes before he will even accept tea, showing care for the piano. It implies no hopeless damage, is a comparison rather than a fact about his training, and a pause before tea suggests patience, not impatience.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Meaning of the last line',
          type: 'single',
          statement: "Mr D'Souza's remark 'I tune them. Other people play them.' is best read as",
          options: [
            'a complaint that pianists never thank him',
            'a good-humoured admission that his gift lies in tuning, not playing',
            'a refusal to let anyone else touch the piano',
            'a boast that he plays better than the owners',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "He says it after playing a hymn 'rather badly' and laughing 'at himself', so it is a modest joke about where his skill lies. Nothing suggests resentment or possessiveness, and the bad playing contradicts any boast.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p4-platform-at-night',
      set: {
        kind: 'passage',
        title: 'Platform four, three in the morning',
        body: `At three in the morning the junction belongs to the people who are waiting. The great iron roof over platform four, built for crowds, shelters only a few dozen, scattered like the last grains in a jar. A family sleeps on a spread bedsheet, their luggage stacked around them like the walls of a small fort, the father's arm flung across the largest trunk even in sleep. A soldier sits upright on his kitbag with his cap over his eyes. Two students share one pair of earphones and nod, slightly out of time, to the same song.

The light is the colour of weak tea. It falls from tube lights high in the roof, one of which flickers with a faint insect buzz, so that a patch of platform keeps blinking like an eye that cannot stay open. Beyond the edge of the roof the darkness is complete, and the rails run into it shining, two thin lines of silver that seem to lead nowhere.

Sounds arrive singly, each one distinct. A tea vendor's kettle lid rattling. A dog's claws clicking as it crosses the concrete. The announcer's voice, enormous and blurred, naming a train that is running late, then the same message in two other languages, as if the lateness needed to be confirmed three times.

And then, far off, a headlight. The rails brighten. Without anyone quite waking, the platform stirs: the father sits up, the soldier lifts his cap, the students pull apart their earphones. The waiting, which a moment ago seemed permanent, is suddenly almost over.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Dominant impression',
          type: 'single',
          statement: 'The dominant impression created by the first three paragraphs is one of',
          options: [
            'noisy confusion and crowding',
            'danger and fear in the darkness',
            'sleepy, suspended stillness',
            'cheerful festivity',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "A roof 'built for crowds' shelters only a few dozen, people sleep or doze, and 'Sounds arrive singly', all creating drowsy stillness. The platform is neither crowded nor noisy, nothing suggests danger, and the mood is quiet rather than festive.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Figurative language',
          type: 'single',
          statement:
            "Describing the family's luggage as 'stacked around them like the walls of a small fort' suggests",
          options: [
            'that the family is protecting its belongings even while asleep',
            'that the family is hiding from the police',
            'that the luggage is too heavy to carry',
            'that the family owns a fort',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Fort walls protect, and the detail that follows, the father's arm 'flung across the largest trunk even in sleep', confirms the sense of guarding. Nothing suggests hiding or that the bags are too heavy, and the fort is a comparison, not a literal possession.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Tone',
          type: 'single',
          statement:
            "The remark 'as if the lateness needed to be confirmed three times' is best described as",
          options: [
            'angry criticism of the railways',
            'a neutral report of the announcement',
            'a sad reflection on loneliness',
            'gentle, wry humour',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The announcement is repeated in three languages for the sake of different travellers, and the writer playfully pretends it is repeated to stress the delay, which is gentle humour. The light touch is not angry, the 'as if' adds a comment beyond a neutral report, and there is nothing sad in it.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Shift in the passage',
          type: 'single',
          statement: 'What change does the final paragraph bring to the scene?',
          options: [
            'The platform becomes crowded with new passengers.',
            'The stillness gives way to sudden alertness as a train approaches.',
            'The lights go out and the platform is left in darkness.',
            'The waiting passengers learn that their train has been cancelled.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "A headlight appears and 'the platform stirs': the father sits up, the soldier lifts his cap, the students pull apart their earphones. No new crowd arrives, the rails 'brighten' rather than darken, and the waiting 'is suddenly almost over', the opposite of a cancellation.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
      ],
    },
  ],
};
