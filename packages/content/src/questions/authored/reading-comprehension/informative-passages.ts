import type { AuthoredTopic } from '../../authored.js';

export const informativePassages: AuthoredTopic = {
  topic: 'informative-passages',
  sets: [
    {
      key: 'p1-how-vaccines-work',
      set: {
        kind: 'passage',
        title: 'How vaccines work',
        body: `**(1)** The immune system learns from experience. The first time it meets a particular germ, it needs days to identify the invader and produce antibodies and specialised cells able to fight it, and in that time the infection may do serious harm. But the response leaves behind memory cells. If the same germ returns, these cells recognise it and mount a faster, stronger defence, often before the person even feels ill.

**(2)** A vaccine exploits this memory without requiring the person to survive the disease first. It presents the immune system with something that looks like the germ but cannot cause the illness. Vaccines do this in different ways. Some contain a weakened form of the live microbe; others contain a killed microbe, or only a fragment of it, such as a surface protein. Toxoid vaccines, used against diseases like tetanus, contain an inactivated form of the toxin that the bacterium produces. Newer mRNA vaccines deliver instructions that lead the body's own cells to make a harmless piece of the virus for a short time. In each case the immune system reacts to the harmless stand-in and stores a memory of it.

**(3)** Some vaccines need more than one dose, because the first dose primes the response and later doses strengthen it. Protection from some vaccines also wanes over the years, which is why booster doses are recommended later in life against certain diseases.

**(4)** Vaccination protects communities as well as individuals. When a large enough share of a population is immune, a germ that spreads from person to person struggles to find new hosts, and chains of transmission break. This indirect protection, often called herd immunity, shields those who cannot be vaccinated, such as very young infants or people with weakened immune systems. The share needed depends on how contagious the disease is: the more easily it spreads, the higher the proportion of people who must be immune.

**(5)** Smallpox, declared eradicated in 1980 after a worldwide vaccination campaign, remains the clearest example of what this approach can achieve.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The passage is mainly concerned with',
          options: [
            'the history of the campaign to eradicate smallpox',
            'how vaccines use immune memory to protect both individuals and communities',
            'the reasons why some people cannot be vaccinated',
            'the advantages of mRNA vaccines over older types',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The passage explains immune memory, how vaccines exploit it, doses and boosters, and herd immunity, which the second option sums up. Smallpox appears in one closing sentence, people who cannot be vaccinated are mentioned only as beneficiaries of herd immunity, and mRNA vaccines are listed alongside other types without being ranked above them.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, a toxoid vaccine contains',
          options: [
            'a weakened form of the live microbe',
            'instructions that make body cells produce a piece of the virus',
            'an inactivated form of a toxin produced by the bacterium',
            'a surface protein taken from a killed microbe',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 says toxoid vaccines 'contain an inactivated form of the toxin that the bacterium produces'. Weakened live microbes, mRNA instructions and surface-protein fragments are the other kinds of vaccine listed in the same paragraph.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'It can be inferred from the passage that, to achieve herd immunity, a disease that spreads very easily requires',
          options: [
            'fewer doses per person than a disease that spreads slowly',
            'no vaccination of infants at all',
            'only a single dose, without boosters',
            'a larger share of the population to be immune than a less contagious disease',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 states that 'the more easily it spreads, the higher the proportion of people who must be immune'. The passage does not link contagiousness to the number of doses, and it says infants are among those who may not be vaccinable, which is not a requirement of herd immunity.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "In paragraph 3, the word 'wanes' most nearly means",
          options: ['gradually weakens', 'suddenly vanishes', 'steadily grows', 'remains unchanged'],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Protection that 'wanes over the years' and so needs boosters is weakening gradually. 'Suddenly vanishes' contradicts 'over the years', and 'grows' or 'remains unchanged' would make boosters unnecessary.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Purpose of a detail',
          type: 'single',
          statement: 'Why does the author mention smallpox in the final paragraph?',
          options: [
            'To show that some diseases cannot be prevented by vaccines.',
            'To give the most striking example of what vaccination can achieve.',
            'To explain why booster doses are needed later in life.',
            'To argue that vaccination campaigns should be limited to a single disease.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The author calls smallpox 'the clearest example of what this approach can achieve'. Its eradication shows the opposite of the first option, boosters are explained in paragraph 3 without reference to smallpox, and nothing argues for limiting campaigns.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
      ],
    },
    {
      key: 'p2-why-two-tides',
      set: {
        kind: 'passage',
        title: 'Why the sea rises twice a day',
        body: `Twice a day, along most of the world's coasts, the sea rises and falls. The main cause is the Moon's gravity, but the way it produces two tides a day rather than one is often misunderstood.

Gravity weakens with distance. The side of the Earth facing the Moon is pulled slightly more strongly than the Earth's centre, and the far side slightly less strongly. Relative to the Earth as a whole, the ocean on the near side is therefore drawn towards the Moon, while the ocean on the far side is, in effect, left behind. The result is two bulges of water, one on each side of the planet. As the Earth rotates, a given coast passes through both bulges and so has two high tides and two low tides in a little more than a day. The 'little more' arises because the Moon moves along its orbit in the same direction as the Earth spins, so the Earth must turn a bit further each day to bring a coast back under it. High tides therefore arrive roughly fifty minutes later each day.

The Sun also raises tides, although its effect is a little under half that of the Moon: the Sun is vastly more massive, but it is also much farther away. When the Sun, the Moon and the Earth line up, at new moon and full moon, the two effects add together and produce spring tides, with an unusually large range. When the Sun and the Moon are at right angles to each other, at the Moon's first and last quarters, they partly cancel and produce neap tides, with a smaller range. The word 'spring' here has nothing to do with the season.

Real tides are complicated by the shapes of coastlines and sea floors. In some funnel-shaped bays the range is many metres; in some enclosed seas it is barely noticeable.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the passage',
          type: 'single',
          statement: 'The main purpose of the passage is to',
          options: [
            'explain what causes tides and why their size and timing vary',
            'warn coastal towns about the dangers of spring tides',
            'argue that the Sun matters more to tides than the Moon',
            'describe the coastlines with the largest tides in the world',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage explains the two bulges, the daily delay, spring and neap tides, and the effect of coastlines, so its purpose is explanatory. It issues no warning, says the Sun's effect is 'a little under half' the Moon's (the opposite of the third option), and names no particular coastlines.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, high tides arrive about fifty minutes later each day because',
          options: [
            'the Earth slows down slightly every day',
            'the Sun pulls the tidal bulges backwards',
            'the Moon moves along its orbit in the same direction as the Earth spins',
            'the shape of the sea floor delays the water',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage says the Moon 'moves along its orbit in the same direction as the Earth spins, so the Earth must turn a bit further each day'. No daily slowing of the Earth is mentioned, the Sun's role concerns the size of tides, and the sea floor affects the range, not the daily delay.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: 'On the night of a full moon, a fishing village on an open coast should expect',
          options: [
            'only one high tide instead of two',
            'a smaller than usual difference between high and low tide',
            'no tide at all, as the Sun and the Moon cancel each other',
            'a larger than usual difference between high and low tide',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "At full moon the three bodies line up and the effects 'add together', giving spring tides 'with an unusually large range'. A smaller range belongs to neap tides at the quarters, cancellation is only partial and happens at the quarters, and nothing suggests a single daily tide.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "As used in the passage, the 'range' of a tide refers to",
          options: [
            'the length of coastline it affects',
            'the difference between the levels of high and low water',
            'the time between two high tides',
            'the distance the tidal bulge travels in a day',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "A bay where 'the range is many metres' and an enclosed sea where it is 'barely noticeable' describe how far the water rises and falls, the difference between high and low water. A length of coast or a distance travelled would not be 'barely noticeable' in this sense, and the time between tides is discussed separately.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'RRB NTPC'],
        },
      ],
    },
    {
      key: 'p3-satellite-navigation',
      set: {
        kind: 'passage',
        title: 'How a phone knows where it is',
        body: `A satellite navigation receiver, such as the one inside a mobile phone, sends nothing to the satellites. It only listens. Each satellite in a system such as the American GPS continuously broadcasts its position and the precise time at which it sent the signal, measured by atomic clocks on board. The receiver notes when each signal arrives. Because radio signals travel at the speed of light, the delay tells the receiver how far away the satellite is.

One distance places the receiver somewhere on a vast imaginary sphere around that satellite. A second distance narrows the possibilities to the circle where two spheres meet, and a third to a couple of points, one of which can usually be ruled out as absurd. This process is called trilateration.

There is a catch. The receiver's own clock is cheap and inaccurate, and because light travels about 300 kilometres in a thousandth of a second, a tiny clock error becomes a large error in distance. The solution is a fourth satellite. With four measurements, the receiver can solve for its three coordinates and for its own clock error at the same time. This is why receivers need signals from at least four satellites for a reliable fix.

Further corrections are needed. Signals slow down slightly as they pass through the charged upper atmosphere, and they can bounce off buildings before arriving. Even relativity matters: clocks on fast-moving satellites, in weaker gravity, run at a measurably different rate from clocks on the ground, and the system is designed to allow for this.

Several countries now run their own systems. India's NavIC covers the country and the surrounding region, while Russia's GLONASS, Europe's Galileo and China's BeiDou operate worldwide alongside GPS. Many modern receivers listen to several systems at once, which improves accuracy in cities where tall buildings hide part of the sky.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best describes the content of the passage?',
          options: [
            'A comparison of the accuracy of GPS, NavIC, GLONASS, Galileo and BeiDou',
            'An account of why atomic clocks are more accurate than ordinary clocks',
            'An explanation of how a receiver works out its position from timed satellite signals',
            'A history of the development of satellite navigation',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'The passage explains timing, trilateration, the fourth satellite and corrections, that is, how a receiver finds its position. The systems are named in the last paragraph but not compared for accuracy, atomic clocks are mentioned without being explained, and no history is given.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Bank PO', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, why does a receiver need a signal from a fourth satellite?',
          options: [
            'To work out its own clock error along with its position',
            'To send its position back to the satellites',
            'To correct for signals bouncing off tall buildings',
            'To decide which of two possible points lies on the ground',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says that with four measurements the receiver can 'solve for its three coordinates and for its own clock error at the same time'. The receiver 'sends nothing', reflections are a separate correction, and paragraph 2 says one of the two points is usually ruled out 'as absurd', not by a fourth signal.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'CUET', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: 'A receiver that can pick up signals from only three satellites would most likely',
          options: [
            'transmit a request to the satellites for more data',
            'give a position less reliable than one obtained with four satellites',
            'locate itself more precisely than usual',
            'switch to an atomic clock of its own',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Without a fourth signal the receiver cannot correct its inaccurate clock, and 'a tiny clock error becomes a large error in distance', so its position is less reliable. Receivers only listen, fewer signals cannot improve precision, and the passage says the receiver's clock is 'cheap and inaccurate', not that it has an atomic one.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'Placements'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "In the phrase 'a reliable fix', the word 'fix' means",
          options: [
            'a repair to faulty equipment',
            'a difficult situation',
            'a settled price',
            'a determination of position',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The paragraph is about finding the receiver's 'three coordinates', so a 'fix' is a determined position. Nothing is being repaired, 'in a fix' (a difficulty) is a different idiom, and prices play no part in the passage.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Purpose of a paragraph',
          type: 'single',
          statement: 'The last paragraph mainly serves to',
          options: [
            'argue that India should stop using GPS',
            'explain how relativity affects satellite clocks',
            'point out that several navigation systems exist and that using more than one improves accuracy',
            'show that NavIC covers the whole world',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The paragraph lists several systems and notes that receivers listening to several 'at once' are more accurate in cities. It makes no argument about India abandoning GPS, relativity belongs to paragraph 4, and NavIC is said to cover India 'and the surrounding region', not the world.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'CUET', 'Bank PO'],
        },
      ],
    },
  ],
};
