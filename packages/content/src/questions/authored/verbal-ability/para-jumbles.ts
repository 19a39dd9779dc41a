import type { Difficulty, ExamTag } from '@preparena/shared';
import type { AuthoredQuestion, AuthoredTopic } from '../../authored.js';
import { choice, typeIn } from './build-sentences.js';

const CAT: ExamTag[] = ['CAT', 'CUET', 'Placements'];
const CAT_BANK: ExamTag[] = ['CAT', 'Bank PO', 'CUET'];

/**
 * The sentences, given in their right order, each shown under the number in `numbers` (the
 * number of the i-th sentence of the paragraph); they are listed by number.
 */
function shown(inOrder: string[], numbers: number[]): string {
  if (numbers.length !== inOrder.length || new Set(numbers).size !== numbers.length)
    throw new Error('para-jumble numbers do not match the sentences');
  return inOrder
    .map((text, i) => ({ n: numbers[i] ?? 0, text }))
    .sort((a, b) => a.n - b.n)
    .map(({ n, text }) => `${n}. ${text}`)
    .join('\n');
}

function intro(count: number): string {
  return `The ${count} sentences below, when properly ordered, form a coherent paragraph. Find the right order.`;
}

/** A CAT-style type-in para-jumble: the answer is the numbers in the right order. */
function typed(
  key: string,
  title: string,
  inOrder: string[],
  numbers: number[],
  clues: string,
  difficulty: Difficulty,
  exams: ExamTag[] = CAT,
): AuthoredQuestion {
  const example = inOrder.length === 5 ? '31524' : '3142';
  return typeIn(
    key,
    `Para-jumble: ${title}`,
    `${intro(inOrder.length)}\n\n${shown(inOrder, numbers)}\n\nEnter the order as a number, e.g. ${example}.`,
    Number(numbers.join('')),
    `The order is ${numbers.join('')}. ${clues}`,
    difficulty,
    exams,
    difficulty === 'hard' ? 150 : difficulty === 'medium' ? 120 : 90,
  );
}

/** A single-choice para-jumble: the right order among three others. */
function chosen(
  key: string,
  title: string,
  inOrder: string[],
  numbers: number[],
  distractors: [string, string, string],
  correctAt: number,
  clues: string,
  difficulty: Difficulty,
  exams: ExamTag[] = CAT_BANK,
): AuthoredQuestion {
  const right = numbers.join('');
  const options = [...distractors];
  options.splice(correctAt, 0, right);
  return choice(
    key,
    `Para-jumble: ${title}`,
    `${intro(inOrder.length)}\n\n${shown(inOrder, numbers)}`,
    options,
    correctAt,
    `The order is ${right}. ${clues}`,
    difficulty,
    exams,
    difficulty === 'hard' ? 150 : difficulty === 'medium' ? 120 : 90,
  );
}

/** Odd sentence out: five numbered sentences, four of which form a paragraph. */
function oddOut(
  key: string,
  title: string,
  sentences: string[],
  odd: number,
  clues: string,
  difficulty: Difficulty,
): AuthoredQuestion {
  return typeIn(
    key,
    `Odd sentence out: ${title}`,
    `Four of the five sentences below can be arranged into a coherent paragraph. One does not belong.\n\n${sentences
      .map((s, i) => `${i + 1}. ${s}`)
      .join('\n')}\n\nEnter the number of the sentence that does not fit.`,
    odd,
    clues,
    difficulty,
    CAT,
    difficulty === 'hard' ? 150 : 120,
  );
}

/** Para-jumbles: order the sentences of a paragraph (type-in or choice), or find the odd one out. */
export const paraJumbles: AuthoredTopic = {
  topic: 'para-jumbles',
  questions: [
    typed(
      'q01',
      'the tea trade',
      [
        'Tea was unknown to most Indians until the nineteenth century, although a wild variety grew in the hills of Assam.',
        'It was there that the British, anxious to end their dependence on Chinese tea, set up the first plantations in the 1830s.',
        'These early estates struggled, because the planters knew little about the plant and many of the workers they brought in fell ill.',
        'Within a few decades, however, Assam tea had overtaken Chinese tea in the London market.',
      ],
      [2, 4, 1, 3],
      '2 opens by introducing tea and the hills of Assam; "It was there" in 4 points back to those hills; "These early estates" in 1 refers to the plantations of 4; and "however" in 3 turns from the early struggles to later success.',
      'easy',
    ),
    typed(
      'q02',
      'forecasting the monsoon',
      [
        'Forecasting the Indian monsoon has always been difficult because it depends on conditions thousands of kilometres away.',
        'One of these is the temperature of the Pacific Ocean, where a warm phase known as El Niño often weakens the rains.',
        'Another is the Indian Ocean Dipole, a difference in temperature between the eastern and western halves of that ocean.',
        'Because the two can work against each other, a strong El Niño does not always mean a drought.',
      ],
      [4, 1, 3, 2],
      '4 states the problem and mentions distant "conditions"; "One of these" in 1 picks the first condition and "Another" in 3 the second; "the two" in 2 needs both to have been named.',
      'easy',
    ),
    chosen(
      'q03',
      'paying by phone',
      [
        'A decade ago, most small shopkeepers in India accepted only cash.',
        'Then came QR codes linked to a common payment system, which let any customer pay from any bank account using a phone.',
        'The change was so quick that even vegetable sellers now display the codes on their carts.',
        'Cash, however, has not disappeared; many people still prefer it for small sums and where the mobile network is weak.',
      ],
      [3, 1, 4, 2],
      ['1342', '3412', '3124'],
      0,
      '3 sets the scene ("a decade ago"); "Then came" in 1 introduces the change; "The change" in 4 describes how fast it spread; "however" in 2 qualifies that success. Putting 2 before 4 breaks the link between "the codes" and the QR codes of 1.',
      'easy',
    ),
    typed(
      'q04',
      'stepwells',
      [
        'In the dry regions of western India, water for much of the year lay far below the ground.',
        'To reach it, communities built stepwells, long flights of stone steps leading down to the water.',
        'Over time these structures became more than sources of water: their cool, shaded galleries served as meeting places and even shrines.',
        'Many fell into neglect once piped water arrived, but some have lately been restored and opened to visitors.',
      ],
      [3, 2, 4, 1],
      '3 states the problem of deep water; "To reach it" in 2 refers to that water; "these structures" in 4 refers to the stepwells; "Many fell into neglect" in 1 brings the story to the present.',
      'easy',
    ),
    chosen(
      'q05',
      'the first bicycles',
      [
        'The first bicycles, built in the early nineteenth century, had no pedals at all.',
        'Riders pushed themselves along with their feet, much as a child does on a scooter.',
        'Pedals came later, fixed directly to the front wheel, which was therefore made enormous to increase speed.',
        'Such machines were dangerous, and the modern design, with a chain driving the rear wheel, soon replaced them.',
      ],
      [4, 2, 1, 3],
      ['4123', '2413', '4231'],
      3,
      '4 introduces the pedal-less bicycle; 2 explains how riders moved without pedals; "Pedals came later" in 1 follows; "Such machines" in 3 refers to the big-wheeled bicycles just described. 4-1-2-3 fails because 2 must explain the absence of pedals before pedals arrive.',
      'easy',
    ),
    typed(
      'q06',
      'sleep and memory',
      [
        'Researchers once believed that sleep was simply a time when the brain rested.',
        'We now know that this view was mistaken.',
        "During sleep, the brain replays the day's experiences and strengthens the connections that store them.",
        'This is why students who sleep after studying usually remember more than those who stay up all night.',
      ],
      [4, 3, 1, 2],
      '4 gives the old belief; "this view" in 3 refers to it; 1 explains what actually happens in sleep; "This is why" in 2 draws the practical consequence of 1.',
      'medium',
    ),
    chosen(
      'q07',
      'a milk cooperative',
      [
        'In the 1940s, dairy farmers in one district of Gujarat were selling their milk to a single private trader at whatever price he chose.',
        'Tired of this, they formed a cooperative that would collect, process and sell the milk itself.',
        'The idea spread to neighbouring districts, and the cooperatives soon joined together to market their products under one brand.',
        'That brand went on to become one of the best known in the country.',
      ],
      [2, 4, 3, 1],
      ['2341', '4231', '2413'],
      2,
      '2 describes the farmers\' problem; "Tired of this" in 4 reacts to it; "The idea" in 3 is the cooperative of 4; "That brand" in 1 needs the "one brand" of 3 before it.',
      'easy',
    ),
    typed(
      'q08',
      'the waggle dance',
      [
        'A honeybee that finds a rich patch of flowers does not keep the discovery to itself.',
        "On returning to the hive, it performs a 'waggle dance' on the comb.",
        'The angle of the dance tells the other bees the direction of the flowers, and its length tells them the distance.',
        'Guided by this information, the watching bees fly straight to the source.',
      ],
      [1, 4, 2, 3],
      '1 introduces the bee and its discovery; "it" in 4 is that bee, returning to dance; 2 explains what "the dance" communicates; "this information" in 3 refers to the direction and distance of 2.',
      'easy',
    ),
    typed(
      'q09',
      'wider roads',
      [
        'Many cities have tried to cure traffic jams by building wider roads.',
        'The result is usually disappointing: within a few years the new lanes are as crowded as the old ones.',
        "Economists call this 'induced demand': when driving becomes easier, more people choose to drive.",
        'Some cities have therefore tried the opposite approach, charging drivers a fee to enter the busiest areas.',
        'Where such charges have been introduced, traffic has fallen and buses have run faster.',
      ],
      [5, 2, 4, 1, 3],
      '5 states the usual remedy; "The result" in 2 reports its failure; "this" in 4 names the effect of 2; "therefore ... the opposite approach" in 1 follows from that explanation; "such charges" in 3 refers to the fee of 1.',
      'medium',
    ),
    typed(
      'q10',
      'the travels of chess',
      [
        'Chess is believed to have begun in India around the sixth century as a game called chaturanga.',
        'Its pieces represented the four divisions of an ancient army: infantry, cavalry, elephants and chariots.',
        'From India the game travelled to Persia, where it acquired the name shatranj.',
        'Arab conquerors in turn carried shatranj to Spain, and from there it spread across Europe.',
        'European players changed several of the pieces, turning the weak counsellor into the powerful queen we know today.',
      ],
      [4, 1, 5, 3, 2],
      '4 introduces chaturanga; "Its pieces" in 1 describes that game; "From India" in 5 starts its travels; "in turn ... shatranj" in 3 needs the Persian name of 5; "European players" in 2 can only come once the game has reached Europe.',
      'medium',
    ),
    chosen(
      'q11',
      'mangroves',
      [
        'Mangroves grow where few other trees can survive: in salty mud that is flooded twice a day by the tide.',
        'To cope with this, many species push up special roots that stick out of the mud and take in air.',
        'These tangled roots also slow down waves, which is why coasts lined with mangroves suffer less damage in cyclones.',
        'Yet mangrove forests are being cleared at an alarming rate for fish farms and ports.',
      ],
      [3, 1, 4, 2],
      ['1342', '3412', '3421'],
      1,
      '3 describes the harsh habitat; "To cope with this" in 1 refers to it; "These tangled roots also" in 4 adds a second role for the roots of 1; "Yet" in 2 turns from their value to their destruction.',
      'easy',
    ),
    typed(
      'q12',
      'the story of zero',
      [
        'The idea of zero as a number in its own right was developed by Indian mathematicians.',
        'Brahmagupta, writing in the seventh century, gave rules for adding, subtracting and multiplying with it.',
        'These rules reached the Arab world a few centuries later, along with the Indian way of writing numbers.',
        'From there the system passed to Europe, where it slowly replaced Roman numerals.',
      ],
      [3, 4, 2, 1],
      '3 introduces zero; "it" in 4 is zero, and Brahmagupta is one of the Indian mathematicians; "These rules" in 2 are his; "From there" in 1 means the Arab world of 2.',
      'medium',
    ),
    chosen(
      'q13',
      'putting things off',
      [
        'Most people think procrastination is a problem of time management.',
        'Psychologists increasingly disagree.',
        'In their view, we put off tasks not because we lack time but because the tasks make us anxious or bored.',
        'If that is right, a better diary will not help; what helps is making the first step less unpleasant.',
      ],
      [4, 3, 2, 1],
      ['4231', '3421', '4312'],
      3,
      '4 states the common belief; "disagree" in 3 needs a view to disagree with; "In their view" in 2 refers to the psychologists; "If that is right" in 1 draws the consequence of their view.',
      'medium',
    ),
    typed(
      'q14',
      'the last lighthouse keepers',
      [
        'For two centuries, every lighthouse needed a keeper to trim the wick and wind the clockwork that turned the lens.',
        'The work was lonely, and keepers often spent weeks without seeing another person.',
        'Electric lamps and automatic switches gradually made the job unnecessary.',
        'Today most lighthouses run on their own, checked by a technician only a few times a year.',
      ],
      [2, 1, 4, 3],
      '2 introduces the keeper\'s job; "The work" in 1 describes it; 4 explains how the job disappeared; "Today" in 3 gives the present state that follows.',
      'easy',
    ),
    chosen(
      'q15',
      'the first vaccine',
      [
        'In 1796 an English doctor noticed that milkmaids who had caught cowpox seemed never to catch smallpox.',
        'To test the idea, he infected a boy with cowpox and later exposed him to smallpox.',
        'The boy did not fall ill, and the method, named vaccination after the Latin word for cow, spread rapidly.',
        'Nearly two centuries later, in 1980, smallpox was declared eradicated worldwide.',
      ],
      [1, 3, 4, 2],
      ['1432', '3142', '1324'],
      2,
      'Chronology and reference fix the order: 1 gives the observation of 1796; "the idea" in 3 is that observation; "The boy" in 4 is the boy of 3; "Nearly two centuries later" in 2 closes the story.',
      'easy',
    ),
    typed(
      'q16',
      'fake reviews',
      [
        'Before buying a product online, most shoppers now read the reviews left by earlier customers.',
        'Sellers know this, and some pay people to write glowing reviews of products they have never used.',
        'To fight such fraud, several platforms now mark the reviews of buyers whose purchase has been confirmed.',
        'Even this is not foolproof, since a seller can ask friends to buy the product and then praise it.',
      ],
      [4, 2, 1, 3],
      '4 describes shoppers\' habit; "Sellers know this" in 2 refers to it; "such fraud" in 1 is the paid reviewing of 2; "Even this" in 3 is the marking of confirmed buyers in 1.',
      'medium',
    ),
    chosen(
      'q17',
      'one gauge for India',
      [
        'When railways were first built in India, different lines used tracks of different widths, or gauges.',
        'This meant that goods travelling between two lines had to be unloaded and reloaded where the gauges met.',
        'To end this waste, the railways began in the 1990s to convert most lines to a single broad gauge.',
        'The project, known as Project Unigauge, is now largely complete, though a few heritage lines keep their narrow tracks.',
      ],
      [2, 4, 1, 3],
      ['2143', '4213', '2431'],
      3,
      '2 explains the different gauges; "This meant" in 4 gives the consequence; "this waste" in 1 is the reloading of 4; "The project" in 3 is the conversion begun in 1.',
      'easy',
    ),
    typed(
      'q18',
      'an octopus thinks with its arms',
      [
        'An octopus has about five hundred million neurons, more than many mammals.',
        'Surprisingly, two-thirds of them are not in its brain but in its arms.',
        'As a result, each arm can taste, touch and even make simple decisions without waiting for instructions from the brain.',
        'Scientists studying this arrangement hope it may inspire new designs for flexible robots.',
      ],
      [3, 1, 4, 2],
      '3 gives the number of neurons; "them" in 1 refers to those neurons; "As a result" in 4 follows from their being in the arms; "this arrangement" in 2 sums up 1 and 4.',
      'medium',
    ),
    chosen(
      'q19',
      'recycling bottles',
      [
        'Plastic bottles are among the most commonly recycled items in the world.',
        'Yet recycling them is harder than it looks.',
        'The bottles must first be sorted by type, since different plastics melt at different temperatures.',
        'They are then washed, shredded and melted into pellets.',
        'Even so, each cycle weakens the material, so a bottle can be recycled only a few times before it is thrown away.',
      ],
      [2, 5, 1, 4, 3],
      ['25413', '52143', '21543'],
      0,
      '2 introduces plastic bottles; "Yet" in 5 qualifies that; "first" in 1 and "then" in 4 give the steps in sequence; "Even so" in 3 adds the limit after the process is described.',
      'medium',
    ),
    typed(
      'q20',
      'junk in orbit',
      [
        'Since 1957, humans have launched thousands of satellites into orbit around the earth.',
        'Many of them have stopped working but are still up there, circling at tremendous speed.',
        'Collisions between these dead satellites create clouds of smaller fragments.',
        'Each fragment can in turn destroy a working satellite, producing yet more debris.',
        'Some scientists fear that this chain reaction could one day make certain orbits unusable.',
      ],
      [2, 5, 4, 1, 3],
      '2 introduces satellites; "Many of them" in 5 refers to those satellites; "these dead satellites" in 4 needs 5 first; "Each fragment" in 1 refers to the fragments of 4; "this chain reaction" in 3 names the cycle described in 4 and 1.',
      'hard',
    ),
    chosen(
      'q21',
      'libraries that survived',
      [
        'In the age of the internet, many predicted that public libraries would soon close.',
        'The prediction has proved wrong in many cities.',
        'Libraries have survived by changing what they offer: free internet access, help with online forms, and a quiet space to study.',
        'For students who share a small home with a large family, that quiet space may be the most valuable service of all.',
      ],
      [3, 4, 2, 1],
      ['4231', '4321', '3412'],
      1,
      '3 gives the prediction; "The prediction" in 4 refers to it; 2 explains how libraries survived; "that quiet space" in 1 picks up the last item of 2.',
      'easy',
    ),
    typed(
      'q22',
      'a giant grass',
      [
        'Bamboo is technically a grass, not a tree.',
        'Even so, some species grow taller than most trees, reaching thirty metres or more.',
        'They also grow astonishingly fast; a single shoot can add nearly a metre in a day.',
        'This speed makes bamboo an attractive building material for countries that need cheap, renewable timber.',
      ],
      [4, 3, 1, 2],
      '4 classifies bamboo as a grass; "Even so" in 3 contrasts that with its height; "They also" in 1 adds speed to height; "This speed" in 2 refers to the growth rate of 1.',
      'medium',
    ),
    chosen(
      'q23',
      'the return of millets',
      [
        'Millets such as ragi and jowar were once the staple grains of much of rural India.',
        'During the Green Revolution, however, government support went mainly to rice and wheat.',
        'As a result, farmers switched to these crops, and millets came to be seen as food for the poor.',
        'Recently the trend has begun to reverse, as doctors recommend millets for their fibre and minerals.',
      ],
      [2, 1, 3, 4],
      ['2314', '1234', '2143'],
      2,
      '2 describes millets as the old staple; "however" in 1 marks the change in policy; "As a result ... these crops" in 3 refers to the rice and wheat of 1; "the trend" in 4 is the decline described in 3, now reversing.',
      'medium',
    ),
    typed(
      'q24',
      'counting tigers',
      [
        'Counting tigers in a forest is not easy, because the animals are shy and move over large areas.',
        'Earlier surveys relied on pugmarks, the footprints tigers leave in soft ground.',
        "But pugmarks proved unreliable, since the same tiger's prints can look different on different soils.",
        'Today surveyors use camera traps instead, identifying each tiger by the pattern of its stripes, which is unique.',
      ],
      [2, 4, 3, 1],
      '2 states the difficulty; "Earlier surveys" in 4 gives the old method; "But pugmarks proved unreliable" in 3 criticises it; "Today ... instead" in 1 gives the replacement.',
      'easy',
    ),
    chosen(
      'q25',
      'the right to information',
      [
        'Before 2005, an ordinary citizen in India had no legal right to see most government records.',
        "The Right to Information Act changed this by requiring public offices to answer citizens' requests within thirty days.",
        'Activists soon used the law to expose the misuse of funds meant for roads, rations and pensions.',
        'Its success has also brought a backlash, and several people who filed requests have been threatened.',
      ],
      [4, 2, 3, 1],
      ['4321', '2431', '4213'],
      3,
      '4 describes the situation before 2005; "changed this" in 2 refers to it; "the law" in 3 is the Act of 2; "Its success" in 1 refers to the exposures of 3.',
      'medium',
    ),
    chosen(
      'q26',
      'the lost wallets',
      [
        "In one experiment, researchers 'lost' thousands of wallets in cities around the world and waited to see how many would be returned.",
        'Some wallets held no money, while others held a small sum.',
        'Contrary to what most people predicted, the wallets with money were returned more often.',
        'The researchers concluded that people dislike seeing themselves as thieves, and that keeping money makes the act feel more like theft.',
      ],
      [3, 1, 4, 2],
      ['1342', '3421', '3124'],
      0,
      '3 sets up the experiment; 1 describes the two kinds of wallet; "the wallets with money" in 4 needs 1 before it; "concluded" in 2 explains the surprising result of 4.',
      'medium',
    ),
    chosen(
      'q27',
      'railway time',
      [
        'For most of history, people told the time by the sun.',
        'Each town set its clocks to local noon, when the sun stood highest.',
        'This worked well until railways arrived, for a timetable could not cope with every town keeping a slightly different time.',
        'Railway companies therefore adopted a single standard time, and governments soon followed.',
      ],
      [1, 4, 3, 2],
      ['3142', '2143', '1423'],
      1,
      '1 states the old practice; 4 gives its detail (local noon); "This worked well until" in 3 needs that practice described; "therefore" in 2 gives the railways\' solution.',
      'medium',
    ),
    chosen(
      'q28',
      'starting early',
      [
        'Suppose two friends each save the same amount every month.',
        'The first starts at twenty-five and stops at thirty-five; the second starts at thirty-five and continues until sixty.',
        'Surprisingly, if both earn the same return, the first may end up with more money than the second.',
        'The reason is compound interest: the early savings have many more years in which to grow.',
      ],
      [2, 4, 1, 3],
      ['2143', '4213', '2431'],
      2,
      '"Suppose" in 2 opens the example; "The first ... the second" in 4 needs the two friends of 2; 1 states the surprising result; "The reason" in 3 explains it.',
      'medium',
    ),
    oddOut(
      'q29',
      'the spread of coffee',
      [
        'Legend says that coffee was discovered by a goatherd who noticed his goats became lively after eating certain berries.',
        'Whatever the truth of the story, coffee was being drunk in Yemen by the fifteenth century.',
        'From Yemen it spread to Cairo and Istanbul, where coffee houses became centres of conversation.',
        'Tea, by contrast, contains less caffeine per cup and is often thought to be gentler on the stomach.',
        'By the seventeenth century coffee houses had opened in London, where merchants met to do business.',
      ],
      4,
      'Sentences 1, 2, 3 and 5 trace the history of coffee from its legend to Yemen, the Middle East and London, linked by "the story", "From Yemen" and the dates. Sentence 4 compares tea with coffee on health grounds and has no place in that history.',
      'easy',
    ),
    oddOut(
      'q30',
      'Himalayan glaciers',
      [
        'Glaciers in the Himalaya feed rivers that supply water to hundreds of millions of people.',
        'As temperatures rise, many of these glaciers are shrinking.',
        'In the short term, faster melting may actually increase the flow of some rivers.',
        'Over decades, however, smaller glaciers will mean less water in the dry months before the monsoon.',
        "The Himalaya also contains the world's highest peak, which was first climbed in 1953.",
      ],
      5,
      'Sentences 1-4 form a chain about shrinking glaciers and water supply ("these glaciers", "In the short term", "Over decades, however"). Sentence 5, about climbing Everest, shares only the setting, not the subject.',
      'easy',
    ),
    oddOut(
      'q31',
      'working from home',
      [
        'When offices closed during the pandemic, many companies discovered that their staff could work from home.',
        'Some workers found they were more productive without a long daily commute.',
        'Others missed the informal conversations that happen around an office.',
        'Commuting by metro is also cheaper than commuting by car in most Indian cities.',
        'Many firms have therefore settled on a hybrid model, with staff in the office on some days and at home on others.',
      ],
      4,
      'The paragraph weighs home against office work: "Some workers ... Others ... therefore a hybrid model". Sentence 4 compares two ways of commuting, which is beside the point; it also mentions commuting, which makes it the trap.',
      'medium',
    ),
    oddOut(
      'q32',
      'honey that keeps',
      [
        'Honey is one of the few foods that almost never spoils.',
        'Its sugar content is so high that bacteria lose their water to it and die.',
        'Bees also add an enzyme that produces small amounts of hydrogen peroxide, a natural antiseptic.',
        'Beekeeping is an important source of income for many farmers in the hill states.',
        'Together these properties explain why jars of honey found in ancient tombs were still edible.',
      ],
      4,
      'Sentences 1, 2, 3 and 5 explain why honey does not spoil: the claim, two reasons ("also"), and "Together these properties". Sentence 4 is about the income from beekeeping, not about honey keeping well.',
      'medium',
    ),
  ],
};
