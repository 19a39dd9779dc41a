import type { AuthoredTopic } from '../../authored.js';

export const factualPassages: AuthoredTopic = {
  topic: 'factual-passages',
  sets: [
    {
      key: 'p1-indian-monsoon',
      set: {
        kind: 'passage',
        title: 'The Indian summer monsoon',
        body: `**(1)** Every year, somewhere around the first of June, the India Meteorological Department announces that the southwest monsoon has set in over Kerala. The date varies by a week or so on either side, but the announcement is followed closely by farmers, traders and governments, because the four months from June to September bring roughly three-quarters of the country's annual rainfall.

**(2)** The basic mechanism is a contrast in heating. In late spring, the land mass of the subcontinent heats up far faster than the surrounding Indian Ocean, since water can absorb much more heat than soil and rock before its temperature rises. Air over the hot land rises, and pressure there falls. Moist air from the ocean, where pressure is relatively higher, flows in to replace it. As the winds cross the equator, the rotation of the Earth deflects them so that they arrive from the southwest. This simple picture leaves out much, including the seasonal northward shift of a belt of rising air near the equator, but it captures the essential engine.

**(3)** The moisture-laden winds split into two branches. The Arabian Sea branch strikes the Western Ghats, where the air is forced to rise, cool and shed its water; the windward coast receives heavy rain while the plateau beyond lies in a rain shadow and stays comparatively dry. The Bay of Bengal branch moves towards the northeast, where it is turned westward by the Himalaya and carries rain across the Gangetic plain.

**(4)** By early July the monsoon usually covers the whole country. Its retreat begins from the northwest in September and is gradual. The rains are not steady even at their height: wet spells alternate with 'breaks' lasting days or weeks, and a poorly timed break can damage freshly sown crops.

**(5)** The stakes remain high. A large share of India's farmland is still rain-fed, and kharif crops such as rice and cotton are sown with the first rains. Reservoirs that supply cities and power stations are refilled during these months. A deficient monsoon therefore affects not only harvests but also food prices, rural incomes and electricity supply.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The passage is primarily concerned with',
          options: [
            "explaining why the monsoon's onset date over Kerala varies from year to year",
            'describing how the southwest monsoon works, how it spreads across India and why it matters',
            'arguing that India should reduce its dependence on rain-fed agriculture',
            'comparing the two branches of the monsoon to find out which brings more rain',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'The passage moves from the mechanism (paragraph 2) to the branches and spread (paragraphs 3-4) to the consequences (paragraph 5), so the second option covers it. The onset date is mentioned only in paragraph 1 and its causes are never explained, so the first option is too narrow. The passage notes dependence on rain-fed farming but argues for no change, and it never ranks the two branches by rainfall.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, why does the plateau beyond the Western Ghats stay comparatively dry?',
          options: [
            'The Bay of Bengal branch does not reach it until September.',
            'The land there heats up more slowly than the ocean.',
            'It lies in a rain shadow, the air having already shed much of its moisture while rising over the Ghats.',
            'Breaks in the monsoon are longer and more frequent there than on the coast.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says the air 'is forced to rise, cool and shed its water' on the windward coast, while 'the plateau beyond lies in a rain shadow'. The passage never links the plateau to the timing of the Bay of Bengal branch or to longer breaks, and it says land heats faster than the ocean, not more slowly.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'It can be inferred from the passage that if the land and the ocean heated up at the same rate in late spring,',
          options: [
            'the main force drawing moist ocean air over the land would be much weaker',
            'the Western Ghats would receive more rain than they do now',
            'the monsoon would set in over Kerala well before the first of June',
            'kharif crops would have to be sown with the retreating monsoon instead',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 2 calls the heating contrast 'the essential engine': hot land lowers pressure and draws in moist ocean air. Without the contrast that pull would weaken, so the first option follows. Nothing suggests more rain over the Ghats or an earlier onset; if anything the opposite, and the sowing season of kharif crops is not discussed in this connection.",
          difficulty: 'medium',
          expectedSeconds: 90,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Vocabulary in context',
          type: 'single',
          statement:
            "As used in paragraph 3 ('rise, cool and shed its water'), the word 'shed' most nearly means",
          options: ['conceal', 'accumulate', 'absorb', 'let fall'],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The rising, cooling air gives up its moisture as rain on the windward coast, so 'shed' means 'let fall'. 'Accumulate' and 'absorb' are nearly the opposite (gathering water), and 'conceal' makes no sense here because the water falls as heavy rain rather than being hidden.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q5',
          title: 'Purpose of a paragraph',
          type: 'single',
          statement: 'The final paragraph mainly serves to',
          options: [
            'explain the physical causes of breaks in the monsoon',
            "show why the monsoon's performance matters beyond the weather itself",
            'propose ways of protecting reservoirs in years of deficient rainfall',
            'question the claim that the monsoon brings most of the annual rainfall',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'Paragraph 5 links the monsoon to sowing, reservoirs, food prices, rural incomes and electricity, so it shows why the rains matter. Breaks are mentioned in paragraph 4, and their causes are never explained. No remedy is proposed, and the paragraph supports, rather than questions, the importance of the rains.',
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC'],
        },
      ],
    },
    {
      key: 'p2-waggle-dance',
      set: {
        kind: 'passage',
        title: 'How honeybees give directions',
        body: `**(1)** A honeybee colony faces a practical problem: the flowers it depends on are scattered across the countryside, they bloom and fade within days, and no single bee can survey them all. The colony's solution, worked out in detail by the Austrian zoologist Karl von Frisch in the mid-twentieth century, is a form of communication known as the waggle dance.

**(2)** When a forager finds a rich source of nectar or pollen, she returns to the hive and performs the dance on the vertical surface of the comb, usually in darkness. She runs forward in a straight line while waggling her abdomen from side to side, then circles back to the start and repeats the run, alternating between a loop to the left and a loop to the right. Other bees follow her closely, sensing her movements.

**(3)** Two features of the straight run carry most of the information. Its angle relative to the vertical corresponds to the angle between the direction of the food and the direction of the sun: a run straight up the comb means 'fly towards the sun', while a run angled forty degrees to the right of vertical means 'fly forty degrees to the right of the sun'. The duration of the waggle run indicates distance; the longer the run, the farther the food. For sources very close to the hive, bees perform a simpler 'round dance' that announces the presence of food without precise directions.

**(4)** The dance is not a rigid code. Bees that follow it also pick up the scent of the flowers clinging to the dancer's body, and recruits often need several trips before they find the spot. The sun, moreover, moves across the sky during the day, and dancers adjust the angle of their runs accordingly, which implies that bees keep track of time.

**(5)** Von Frisch shared the Nobel Prize in Physiology or Medicine in 1973 with Konrad Lorenz and Nikolaas Tinbergen for their work on animal behaviour. His conclusions were disputed for years by critics who argued that scent alone could explain how recruits found food. Later experiments, including ones using robotic bees, showed that the dance itself conveys location, though scent remains part of the process.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'Which of the following best states the main point of the passage?',
          options: [
            'Honeybees find flowers mainly by following the scent carried back by foragers.',
            'Through the waggle dance, foragers tell other bees where food lies, a finding that withstood years of doubt.',
            'Karl von Frisch won a Nobel Prize for his lifelong study of insects.',
            'The round dance and the waggle dance differ in the distance of the food they announce.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The passage explains how the dance encodes direction and distance and ends by noting that later experiments confirmed it, which the second option captures. The first option is the critics' view, which the passage says was shown to be incomplete. The Nobel Prize and the round dance are details of single paragraphs, so those options are too narrow.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement:
            'According to the passage, a waggle run angled thirty degrees to the left of vertical tells recruits to',
          options: [
            'fly thirty degrees to the left of the direction of the sun',
            'fly for about thirty seconds before searching for the food',
            'fly thirty degrees to the left of the hive entrance, whatever the position of the sun',
            'fly away from the sun and turn thirty degrees on reaching the flowers',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'Paragraph 3 says the angle of the run from vertical equals the angle between the food and the sun, with the example of forty degrees to the right; thirty degrees to the left works the same way. The angle encodes direction, not time, and it is measured from the sun, not from the hive entrance. Nothing describes flying away from the sun and turning later.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement: 'The passage suggests that bees must be able to keep track of time because',
          options: [
            'the flowers they visit bloom and fade within a few days',
            'the length of a waggle run tells recruits how long to fly',
            'recruits often need several trips before they find the flowers',
            'dancers change the angle of their runs as the sun moves during the day',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says dancers 'adjust the angle accordingly' as the sun moves, 'which implies that bees keep track of time'. That flowers fade quickly is true in the passage but is not given as the reason. The run's length indicates distance, not flying time, and the several trips of recruits show that the code is imprecise, not that bees measure time.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CUET', 'Bank PO', 'CAT'],
        },
        {
          key: 'q4',
          title: 'Weaken the argument',
          type: 'single',
          statement:
            "Which of the following, if true, would most weaken the critics' view described in the final paragraph?",
          options: [
            "Recruits often visited flowers whose scent matched the scent on the dancer's body.",
            'Foragers danced longer and more vigorously for richer sources of nectar.',
            'Recruits that followed a scentless robotic bee flew mostly in the direction its dance indicated.',
            'Colonies with more foragers found new patches of flowers faster.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The critics held that 'scent alone' explains how recruits find food. If recruits follow directions from a robot that carries no scent, something other than scent, the dance, is guiding them, which weakens that view. Matching scents would support the critics, while the vigour of dancing and the size of colonies say nothing about whether scent alone does the work.",
          difficulty: 'hard',
          expectedSeconds: 105,
          exams: ['CAT', 'GMAT', 'GRE'],
        },
        {
          key: 'q5',
          title: "Author's attitude",
          type: 'single',
          statement: "The author's attitude towards von Frisch's conclusions is best described as",
          options: [
            'dismissive, since critics showed that scent explains recruitment',
            'wholly uncritical, ignoring any doubts about the dance',
            'approving but measured, accepting the dance while noting the role of scent',
            'indifferent, presenting the debate without any indication of its outcome',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The author reports that later experiments 'showed that the dance itself conveys location, though scent remains part of the process', an approving yet qualified view. The author is not dismissive, does mention the critics, so is not uncritical, and does state how the debate turned out, so is not indifferent.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['CAT', 'CUET', 'GRE'],
        },
      ],
    },
    {
      key: 'p3-sundarbans',
      set: {
        kind: 'passage',
        title: 'The mangroves of the Sundarbans',
        body: `The Sundarbans, spread across the delta formed by the Ganga, Brahmaputra and Meghna rivers, is the largest continuous mangrove forest in the world. Roughly 60 percent of it lies in Bangladesh and the rest in the Indian state of West Bengal. The region is a maze of tidal channels, mudflats and small islands, and twice a day the sea pushes in and drains away again.

Mangroves are trees and shrubs adapted to a setting that would kill most plants: salty water, and soil that is waterlogged and poor in oxygen. Many species manage salt by filtering it out at the roots or by excreting it through their leaves. To breathe, some send up pencil-like roots called pneumatophores that rise out of the mud and take in air at low tide. Others produce seeds that begin to grow while still attached to the parent tree, so that the seedling drops into the mud ready to take root before the tide can carry it away.

The forest is home to the Royal Bengal tiger, which here swims between islands and eats fish and crabs as well as deer. Saltwater crocodiles, river dolphins and hundreds of species of birds are also found in the region. Both the Indian and the Bangladeshi parts of the forest have been declared UNESCO World Heritage Sites.

For the millions of people who live around it, the forest does more than shelter wildlife. Its dense tangle of roots traps sediment and slows the surge of water during cyclones, reducing the damage further inland. It also serves as a nursery for fish and shrimp on which local fisheries depend. Rising sea levels, reduced freshwater flow from upstream and the clearing of forest for farming and fish ponds are, however, putting pressure on this protective belt.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Best title',
          type: 'single',
          statement: 'Which of the following is the most suitable title for the passage?',
          options: [
            'Why the Bengal Tiger Learned to Swim',
            'Cyclones of the Bay of Bengal',
            'Sharing a Forest: India and Bangladesh',
            'The Sundarbans: A Forest Adapted to the Sea, Sheltering Wildlife and People',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage covers the mangroves' adaptations, the wildlife and the protection the forest gives people, all captured by the last title. The tiger is one detail of paragraph 3, cyclones are mentioned only as one benefit of the forest, and the division between the two countries is a single fact in paragraph 1.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, pneumatophores help mangroves to',
          options: [
            'excrete salt through their leaves',
            'take in air when the tide is low',
            'hold seedlings on the parent tree',
            'filter salt out of the water at the roots',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says pneumatophores 'rise out of the mud and take in air at low tide'. Excreting salt through leaves and filtering it at the roots are other adaptations mentioned separately, and seedlings growing on the parent tree are a feature of the seeds, not of these roots.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Inference',
          type: 'single',
          statement:
            'It can be inferred from the passage that clearing a large part of the mangroves would most likely',
          options: [
            'raise the level of the sea along the coast',
            'make the soil of the delta richer in oxygen',
            'leave villages further inland more exposed to damage from cyclones',
            'increase the number of tigers that hunt deer rather than fish',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "The last paragraph says the roots slow the cyclone surge, 'reducing the damage further inland', so removing them would likely increase that damage. Sea-level rise is named as a cause of pressure on the forest, not a result of clearing it. Nothing links clearing to soil oxygen or to what tigers hunt.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Purpose of the author',
          type: 'single',
          statement: "The author's main purpose in the final paragraph is to",
          options: [
            "show the forest's value to the people living near it and note the threats it faces",
            'argue that farming and fish ponds should be banned in the delta',
            'explain how mangrove seeds take root in the mud',
            'compare the Indian and the Bangladeshi parts of the forest',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "The final paragraph lists benefits to people (cyclone protection, fish nurseries) and then, with 'however', the pressures on the forest. It reports the clearing for farming and fish ponds but demands no ban, so the second option overstates it. Seeds belong to paragraph 2, and no comparison of the two countries' parts is made.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET', 'RRB NTPC'],
        },
      ],
    },
    {
      key: 'p4-lightning-and-thunder',
      set: {
        kind: 'passage',
        title: 'Lightning and thunder',
        body: `A single bolt of lightning can heat the air it passes through to around 30,000 degrees Celsius, roughly five times hotter than the visible surface of the Sun. The heating happens in a tiny fraction of a second, and the air expands so violently that it produces a shock wave. What we hear as thunder is that shock wave, spreading outwards as sound.

Lightning begins in thunderclouds, where strong rising currents carry water droplets and ice particles up and down. Collisions among ice crystals, soft hail and droplets transfer electric charge, and the cloud becomes separated into regions of positive and negative charge, commonly with negative charge gathered in its lower part. When the difference becomes large enough to break down the insulating air, a discharge occurs: within the cloud, between clouds, or between the cloud and the ground.

Because light travels almost a million times faster than sound, we see the flash virtually at once but hear the thunder later. Sound covers about one kilometre in three seconds, so counting the seconds between flash and thunder and dividing by three gives a rough distance to the strike in kilometres.

Lightning is a serious hazard. In India it is among the leading causes of deaths from natural events, and many victims are people working or sheltering in open fields or under isolated trees. The safety advice is simple: if thunder can be heard, lightning is close enough to strike. A solid building or a hard-topped metal vehicle is far safer than a tree, a hut or open ground.`,
      },
      questions: [
        {
          key: 'q1',
          title: 'Main idea',
          type: 'single',
          statement: 'The passage mainly deals with',
          options: [
            'how lightning forms, why thunder follows it, and how to stay safe',
            'the temperature of the surface of the Sun',
            'the number of people killed by lightning in India every year',
            'why rain falls from thunderclouds',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            'The passage covers the cause of thunder, how charge builds up in clouds, estimating distance, and safety. The Sun is only a point of comparison, no yearly figures are given, and rainfall is not explained.',
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'Supporting detail',
          type: 'single',
          statement: 'According to the passage, thunder is',
          options: [
            'the sound of clouds colliding',
            'the noise of rain striking the ground',
            'a shock wave produced by air expanding violently when heated by lightning',
            'the echo of the flash from nearby hills',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 1 says the heated air 'expands so violently that it produces a shock wave. What we hear as thunder is that shock wave'. Colliding clouds, rain and echoes are not given as causes; collisions in the passage are between particles and transfer charge, not sound.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'Application',
          type: 'single',
          statement:
            'A farmer sees a flash of lightning and hears the thunder nine seconds later. Using the method in the passage, the strike was roughly',
          options: [
            'nine kilometres away',
            'one kilometre away',
            'twenty-seven kilometres away',
            'three kilometres away',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "The passage says to divide the seconds by three, since sound covers 'about one kilometre in three seconds': nine divided by three is three kilometres. Nine kilometres forgets to divide, twenty-seven multiplies instead of dividing, and one kilometre would need a gap of about three seconds.",
          difficulty: 'easy',
          expectedSeconds: 45,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Inference',
          type: 'single',
          statement:
            "The advice 'if thunder can be heard, lightning is close enough to strike' implies that a person working in a field should",
          options: [
            'keep working until the storm is directly overhead',
            'seek proper shelter as soon as thunder becomes audible',
            'shelter under the nearest isolated tree',
            'wait until the flashes stop before counting seconds',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            'If audible thunder already means danger, the time to shelter is when thunder is first heard. Waiting for the storm to arrive ignores the warning, isolated trees are named as unsafe, and waiting for the flashes to stop delays action and misuses the counting method.',
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
  ],
};
