import type { AuthoredTopic } from '../../authored.js';

export const scienceAndTechnology: AuthoredTopic = {
  topic: 'science-and-technology',
  sets: [
    {
      key: 'p1-crispr-gene-editing',
      set: {
        kind: 'passage',
        title: 'Gene editing borrowed from bacteria',
        body: `**(1)** For most of the history of genetics, changing a chosen letter in an organism's DNA was slow, costly and unreliable. That changed in the early 2010s with a technique borrowed, improbably, from the immune systems of bacteria.

**(2)** Bacteria are attacked by viruses called bacteriophages. Many bacteria defend themselves by storing short snippets of viral DNA in a region of their own genome known as CRISPR, a kind of library of past infections. When the same virus attacks again, the bacterium produces RNA copies of the stored snippets. These act as guides for an enzyme such as Cas9; when a guide matches the DNA of an invading virus, the enzyme cuts that DNA and disables the virus.

**(3)** In 2012, Jennifer Doudna, Emmanuelle Charpentier and their colleagues showed that this system could be reprogrammed. By supplying a guide RNA of their own design, researchers could direct Cas9 to cut almost any chosen DNA sequence. Once the DNA is cut, the cell's own repair machinery takes over. Its repairs are often imperfect, which can disable a gene; or, if researchers supply a template, the cell can be induced to copy a new sequence into the gap. Doudna and Charpentier received the Nobel Prize in Chemistry in 2020.

**(4)** The technique is faster and cheaper than earlier methods, and it has spread through laboratories worldwide. It is used to study what genes do, to develop new crop varieties, and to treat disease; a therapy for sickle cell disease based on it has been approved in several countries.

**(5)** It also raises hard questions. Cas9 sometimes cuts at places other than the intended one, and such off-target effects must be measured carefully. Editing the cells of a patient's body affects only that patient, but editing embryos would produce changes passed on to future generations. In 2018 a researcher announced that he had edited the genomes of twin babies, provoking widespread condemnation from scientists and, later, a prison sentence in China. Most scientists argue that heritable editing should not proceed without much stronger evidence of safety and broad public agreement.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best describes the passage?',
          options: [
            'A biography of the two scientists who won the 2020 Nobel Prize in Chemistry',
            'An account of the origin, working, uses and ethical problems of CRISPR gene editing',
            'An argument that all gene editing of humans should be banned',
            'A description of how bacteria are attacked by viruses',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage covers the bacterial origin (paragraph 2), the reprogramming (3), uses (4) and 'hard questions' (5). The scientists are mentioned only for their discovery, the author reports that most scientists oppose heritable editing for now without calling for a ban on all human editing (treating patients is presented positively), and viral attack is only the starting point.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'CAT'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'In the bacterial defence system, the RNA copies of stored snippets serve to',
          options: [
            "repair the bacterium's own damaged DNA",
            'store new viral DNA in the CRISPR region',
            'guide an enzyme to viral DNA that matches them so that it can be cut',
            'copy a new sequence into a gap in the DNA',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 says the RNA copies 'act as guides for an enzyme such as Cas9; when a guide matches the DNA of an invading virus, the enzyme cuts that DNA'. Repair and copying a new sequence describe what happens in edited cells (paragraph 3), and storing snippets is a separate step that happens before the RNA is made.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'SSC CGL', 'CAT'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            "According to the passage, editing embryos is more controversial than editing a patient's body cells because",
          options: [
            'the changes would be inherited by future generations',
            'Cas9 does not work in embryos',
            'embryo editing is more expensive',
            'body-cell editing has never been approved',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 5 contrasts body-cell editing, which 'affects only that patient', with editing embryos, which 'would produce changes passed on to future generations'. The passage never says Cas9 fails in embryos or compares costs, and paragraph 4 mentions an approved sickle cell therapy, contradicting the last option.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "As used in paragraph 5, 'off-target effects' are",
          options: [
            'side effects of the disease being treated',
            'cuts made at places in the DNA other than the intended one',
            'effects on people who were not treated',
            'failures of the cell to repair its DNA',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The phrase follows 'Cas9 sometimes cuts at places other than the intended one', which defines it. It concerns the editing tool rather than the disease, it is not about untreated people (heritability is a separate point), and imperfect repair is described in paragraph 3 as a possible goal, not as an off-target effect.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Tone of the author',
          type: 'single',
          statement: "The author's attitude towards CRISPR technology is best described as",
          options: [
            'unreservedly enthusiastic',
            'deeply hostile',
            'balanced, recognising its value while taking its risks seriously',
            'indifferent to its consequences',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author calls the technique 'faster and cheaper' and notes its uses, then devotes a paragraph to 'hard questions', a balanced view. Raising off-target effects and heritable editing rules out unreserved enthusiasm, the praise of its uses rules out hostility, and the detailed ethical discussion rules out indifference.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CAT', 'CUET', 'GRE'],
        },
      ],
    },
    {
      key: 'p2-lithium-ion-batteries',
      set: {
        kind: 'passage',
        title: 'Inside a lithium-ion battery',
        body: `The lithium-ion battery is so common, in phones, laptops and increasingly in cars, that it is easy to forget how recently it arrived. The first commercial cells went on sale in 1991, and the work behind them earned John Goodenough, Stanley Whittingham and Akira Yoshino the Nobel Prize in Chemistry in 2019.

The principle is simple to state. A battery has two electrodes, an anode and a cathode, separated by an electrolyte that lets charged atoms (ions) pass but not electrons. In a typical lithium-ion cell the anode is made of graphite and the cathode of a compound containing lithium, often a metal oxide. When the battery is charged, lithium ions move through the electrolyte from the cathode and are stored between the layers of graphite. When the battery is used, they travel back to the cathode, while electrons flow the other way round through the external circuit, powering the device. The ions shuttle back and forth without the electrodes being used up, which is why the battery can be recharged hundreds or even thousands of times.

Lithium is attractive because it is the lightest metal and gives up an electron readily, so a lithium battery can store a great deal of energy for its weight. The same reactivity brings risks. If a cell is damaged, overcharged or badly made, it can overheat, and the flammable liquid electrolyte can catch fire; in rare cases one overheating cell heats its neighbours in a chain reaction known as thermal runaway.

Batteries also wear out. With each cycle, small side reactions consume some lithium and build up films on the electrodes, and capacity slowly falls. Heat and repeated charging to 100 percent speed this up, which is why many devices now offer to stop charging at a lower level.

Researchers are pursuing alternatives, including solid electrolytes that would not burn and sodium-based cells that avoid lithium altogether, though none has yet matched the lithium-ion battery's combination of cost, weight and maturity.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the passage',
          type: 'single',
          statement: 'The main purpose of the passage is to',
          options: [
            'argue that lithium-ion batteries are too dangerous to be used in cars',
            'compare solid-state batteries with sodium-based batteries',
            'tell the story of the three scientists who won the 2019 Nobel Prize',
            'explain how lithium-ion batteries work, and describe their advantages, risks and limits',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage explains the working principle, why lithium is attractive, the fire risk, wear, and alternatives. It calls thermal runaway 'rare' and argues against no use; the alternatives get a single sentence without comparison; and the Nobel winners are named only in passing.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'Placements'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, what happens when a lithium-ion battery is powering a device?',
          options: [
            'Lithium ions move into the graphite while electrons stay in the cathode.',
            'Lithium ions move back to the cathode while electrons flow through the external circuit.',
            'The graphite anode is slowly burnt to release energy.',
            'Electrons pass through the electrolyte from anode to cathode.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says that in use the ions 'travel back to the cathode, while electrons flow the other way round through the external circuit'. Ions entering the graphite describes charging, the electrodes are not 'used up', and the electrolyte lets ions pass 'but not electrons'.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'SSC CGL', 'Placements'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'The passage suggests that a lithium-ion battery can be recharged many times mainly because',
          options: [
            'its electrodes are not consumed as the ions move back and forth',
            'lithium is the lightest metal',
            'its electrolyte is a flammable liquid',
            'it is usually stopped from charging beyond a certain level',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage states that the ions shuttle 'without the electrodes being used up, which is why the battery can be recharged hundreds or even thousands of times'. Lightness explains energy per weight, the flammable electrolyte explains fire risk, and limiting charge slows wear but is not why recharging is possible at all.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Application',
          type: 'single',
          statement:
            'On the basis of the passage, which habit would best help a phone battery keep its capacity for longer?',
          options: [
            'Charging it to 100 percent as often as possible',
            'Keeping the phone in a warm place while charging',
            'Avoiding heat and setting charging to stop below 100 percent',
            'Letting the battery run completely flat before every charge',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 says 'Heat and repeated charging to 100 percent speed this up', so avoiding both slows wear. The first two options do the opposite, and the passage says nothing about fully draining the battery, so that option is unsupported.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'Placements'],
        },
        {
          key: 'q5',
          title: 'Vocabulary in context',
          type: 'single',
          statement: "In the last sentence, the lithium-ion battery's 'maturity' refers to",
          options: [
            'the age of the people who use it',
            'the length of time it takes to charge',
            'its tendency to wear out with age',
            'its state of being well developed and established',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Listed with 'cost' and 'weight' as strengths that alternatives have not matched, 'maturity' means being a well-developed, proven technology. Users' ages and charging time are not discussed, and wearing out is a weakness, which would make no sense in a list of advantages.",
          difficulty: 'medium',
          expectedSeconds: 45,
          exams: ['CUET', 'SSC CGL', 'CAT'],
        },
      ],
    },
    {
      key: 'p3-antibiotic-resistance',
      set: {
        kind: 'passage',
        title: 'How bacteria outwit our medicines',
        body: `In 1928 Alexander Fleming noticed that a mould contaminating one of his culture plates had killed the bacteria around it. The substance it produced, penicillin, became available as a medicine in the 1940s, and within a few decades antibiotics had transformed medicine. Infections that once killed became routine to treat, and operations, cancer treatment and the care of premature babies, all of which depend on controlling infection, became far safer.

Fleming himself warned, in his Nobel lecture in 1945, that misuse could make bacteria resistant. He was right, and the reason is natural selection. In any large population of bacteria, a few individuals may by chance carry a mutation that helps them survive a drug. When the antibiotic kills their neighbours, these survivors multiply and soon dominate. Bacteria can also pass resistance genes directly to one another, even across species, which speeds the spread.

Every use of an antibiotic therefore applies selective pressure, and unnecessary use applies it for no benefit. Antibiotics are often taken for viral infections such as colds, against which they do nothing. Courses are sometimes stopped early and leftover tablets shared. In many countries antibiotics are also given to healthy farm animals to make them grow faster, exposing vast numbers of bacteria to the drugs.

Meanwhile, few new antibiotics are being developed. A new drug that is meant to be held in reserve and used as little as possible earns little for the company that made it, so the usual commercial incentives work poorly.

The consequences are already visible. Some infections, including certain forms of tuberculosis and gonorrhoea, have become hard to treat with standard drugs. Responses include better sanitation and vaccination, which prevent infections in the first place; quick tests that tell doctors whether an infection is bacterial; and new ways of paying for antibiotics that reward their existence rather than the volume sold.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best states the main idea of the passage?',
          options: [
            'Penicillin was discovered by accident in 1928.',
            'Antibiotics should no longer be prescribed for any infection.',
            'Resistance arises through natural selection, is worsened by misuse and a lack of new drugs, and calls for several responses.',
            'Tuberculosis has become impossible to treat.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The passage explains the mechanism (paragraph 2), the misuse (3), the shortage of new drugs (4) and responses (5). The discovery of penicillin is only the opening detail, the author objects to unnecessary use rather than all use, and only 'certain forms' of tuberculosis are called 'hard to treat', not impossible.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'Why, according to the passage, is taking antibiotics for a cold harmful?',
          options: [
            'It gives no benefit against the virus but still exerts selective pressure on bacteria.',
            'It makes the cold virus resistant to antibiotics.',
            'It prevents the body from producing antibodies.',
            'It causes the cold to last longer.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The passage says antibiotics 'do nothing' against viral infections, while 'every use ... applies selective pressure', so such use brings risk without benefit. Resistance is described in bacteria, not viruses, and the passage says nothing about antibodies or the length of colds.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'It can be inferred from paragraph 4 that companies are reluctant to develop new antibiotics because',
          options: [
            'new antibiotics are impossible to discover',
            'governments have banned the sale of new antibiotics',
            'bacteria become resistant to new drugs immediately',
            'a drug kept in reserve and used sparingly brings in little revenue',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says a drug 'meant to be held in reserve and used as little as possible earns little', so commercial incentives are weak. The passage does not say discovery is impossible, mentions no ban, and does not claim that resistance appears immediately.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Strengthen the claim',
          type: 'single',
          statement:
            'Which of the following, if true, would most strengthen the claim that antibiotic use drives resistance through selective pressure?',
          options: [
            'Penicillin was found by chance on a contaminated plate.',
            'In hospitals that sharply cut their use of a particular antibiotic, the share of bacteria resistant to it fell over the following years.',
            'Colds are caused by viruses rather than bacteria.',
            'Some farms raise animals without using any antibiotics.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "If resistance falls when use of a drug falls, the drug's use was plausibly what favoured resistant bacteria, supporting the selective-pressure explanation. How penicillin was found is irrelevant, the cause of colds explains why antibiotics are useless for them but not how resistance arises, and the existence of antibiotic-free farms says nothing about resistance levels.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
      ],
    },
    {
      key: 'p4-colour-of-the-sky',
      set: {
        kind: 'passage',
        title: 'Why the sky is blue and the sunset red',
        body: `**(1)** Ask why the sky is blue and you will often hear that it reflects the ocean. It does not; the sky is just as blue over the Thar desert. The real explanation, worked out in the nineteenth century and associated above all with the physicist Lord Rayleigh, concerns the way light interacts with the molecules of the air.

**(2)** Sunlight looks white but is a mixture of all the colours of the visible spectrum, from red, with the longest wavelengths, to violet, with the shortest. As light passes through the atmosphere, a small part of it is scattered in all directions by molecules of nitrogen and oxygen, which are far smaller than the wavelength of the light. Rayleigh showed that for such tiny particles the amount of scattering rises steeply as the wavelength falls: it is inversely proportional to the fourth power of the wavelength. Blue light, whose wavelength is roughly two-thirds that of red, is therefore scattered about five times as strongly. Wherever we look in the daytime sky, away from the Sun itself, we see sunlight that the air has redirected towards us, and that light is rich in short wavelengths.

**(3)** Why, then, is the sky not violet, since violet is scattered even more? Several factors combine. Sunlight contains less violet than blue to begin with; some violet is absorbed high in the atmosphere; and our eyes are much less sensitive to violet than to blue. The mixture of scattered colours that reaches us, as registered by human vision, looks sky blue.

**(4)** The same physics explains red sunsets. When the Sun is low, its light travels through a much greater thickness of air before reaching us. Along that long path most of the blue is scattered away to the sides, and what arrives directly is dominated by the longer wavelengths, orange and red. Dust and smoke in the air can deepen these colours.

**(5)** Clouds are white for a different reason. Their water droplets are comparable to or larger than the wavelength of light, and particles of that size scatter all visible wavelengths roughly equally. The result is white or, where a cloud is thick enough to block much of the light, grey.

**(6)** Other worlds confirm the rule by breaking it. The thin atmosphere of Mars carries fine dust that gives its daytime sky a yellowish-brown tint, while Martian sunsets, photographed by rovers, show a bluish glow around the Sun. The colour of a sky is not a fixed property of skies; it is the signature of what a particular atmosphere contains.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main purpose',
          type: 'single',
          statement: 'The main purpose of the passage is to',
          options: [
            'show that the colour of the sky is caused by reflection from the oceans',
            'describe the life and discoveries of Lord Rayleigh',
            'explain, through the scattering of light, why the sky is blue, sunsets are red and clouds are white',
            'compare the atmospheres of Earth and Mars in detail',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            'The passage applies scattering to the blue sky (paragraphs 2-3), sunsets (4) and clouds (5), and uses Mars to confirm the rule. It rejects the ocean explanation outright, mentions Rayleigh only for his result, and gives Mars a single paragraph rather than a detailed comparison.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, the sky does not look violet even though violet light is scattered most, because',
          options: [
            'sunlight has less violet than blue, some violet is absorbed high up, and our eyes are less sensitive to violet',
            'violet light cannot pass through nitrogen and oxygen at all',
            'the oceans absorb violet light and reflect blue',
            'violet light has the longest wavelength of the visible colours',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 lists exactly these three factors. The passage says only 'some' violet is absorbed, not all; it rejects the ocean explanation; and it says violet has the shortest wavelength, not the longest.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'If the molecules of the air scattered all visible wavelengths equally, the daytime sky would most likely look',
          options: ['deep violet', 'red, as at sunset', 'black, as in space', 'whitish, like a cloud'],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 5 says particles that 'scatter all visible wavelengths roughly equally' produce white, as in clouds, so equal scattering would give a whitish sky. Violet or blue depends on short wavelengths being favoured, red comes from the long path at sunset, and the sky would be black only if there were no scattering at all.",
          difficulty: 'hard',
          expectedSeconds: 90,
          exams: ['CUET', 'CAT', 'GRE'],
        },
        {
          key: 'q4',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, sunsets are red mainly because',
          options: [
            'the Sun gives out more red light in the evening',
            'light from a low Sun crosses more air, which scatters much of the blue away before it reaches us',
            'clouds reflect red light more than blue light',
            'the air cools in the evening and absorbs blue light',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 4 says that when the Sun is low its light 'travels through a much greater thickness of air' and 'most of the blue is scattered away'. The Sun's output does not change, clouds are said to scatter all colours equally, and cooling air is never mentioned.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['CUET', 'SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Purpose of a paragraph',
          type: 'single',
          statement: 'The final paragraph about Mars mainly serves to',
          options: [
            'show that the colour of a sky depends on what its atmosphere contains',
            'prove that Rayleigh was wrong about scattering',
            'suggest that Martian dust is harmful to rovers',
            'explain why Martian clouds are white',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The paragraph ends: the colour of a sky 'is the signature of what a particular atmosphere contains', and Mars 'confirms the rule by breaking it', so the example supports, rather than disproves, the physics. Harm to rovers and Martian clouds are not discussed.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['CUET', 'CAT', 'Bank PO'],
        },
      ],
    },
  ],
};
