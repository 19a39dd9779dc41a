import type { Difficulty, ExamTag } from '@preparena/shared';
import type { AuthoredQuestion, AuthoredTopic } from '../../authored.js';
import { choice, labelled, orderOptions } from './build-sentences.js';

const EXAMS: ExamTag[] = ['SSC CGL', 'RRB NTPC', 'Bank PO', 'Placements'];

/** Swaps two letters of an order. */
function swap(order: string, i: number, j: number): string {
  const letters = [...order];
  [letters[i], letters[j]] = [letters[j] ?? '', letters[i] ?? ''];
  return letters.join('');
}

/**
 * A sentence in four parts, given here in the right order; `order` names the label each part gets.
 * The distractors reorder the first three parts (each checked to give no acceptable sentence), unless
 * `override` names them.
 */
function arrange(
  key: string,
  parts: [string, string, string, string],
  order: string,
  correctAt: number,
  clue: string,
  difficulty: Difficulty,
  override?: [string, string, string],
): AuthoredQuestion {
  const distractors: [string, string, string] = override ?? [
    swap(order, 0, 1),
    swap(order, 1, 2),
    swap(order, 0, 2),
  ];
  // The opening part is shown without its capital letter, so that only grammar and sense fix the order.
  const shownParts = parts.map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p));
  return choice(
    key,
    'Arrange the sentence',
    `Arrange the parts P, Q, R and S to form a meaningful, grammatical sentence.\n\n${labelled(shownParts, order)}`,
    orderOptions(order, distractors, correctAt),
    correctAt,
    `The sentence reads: "${parts.join(' ')}" ${clue}`,
    difficulty,
    EXAMS,
    difficulty === 'hard' ? 75 : difficulty === 'medium' ? 60 : 45,
  );
}

/** Sentence arrangement: order the four parts of one sentence. */
export const sentenceArrangement: AuthoredTopic = {
  topic: 'sentence-arrangement',
  questions: [
    arrange(
      'q01',
      [
        'The old farmer',
        'who had never left his village',
        'was amazed to see',
        'the tall buildings of the city.',
      ],
      'RPSQ',
      2,
      'The relative clause "who had never left his village" must follow the noun it describes, and "was amazed to see" needs its object after it.',
      'easy',
    ),
    arrange(
      'q02',
      [
        'When the results were announced,',
        'the students who had passed',
        'ran out of the hall',
        'to share the news.',
      ],
      'SQPR',
      0,
      'The "when" clause, closed by its comma, opens the sentence; the subject "the students" comes before its verb "ran", and the purpose "to share the news" closes it.',
      'easy',
      ['SPQR', 'PSQR', 'SQRP'],
    ),
    arrange(
      'q03',
      ['Although the road was narrow', 'and full of potholes,', 'the driver kept up', 'a steady speed.'],
      'QRPS',
      3,
      '"And full of potholes" continues the description of the road, and the comma after it closes the "although" clause; "kept up" needs its object "a steady speed".',
      'easy',
    ),
    arrange(
      'q04',
      ['The committee,', 'after a long debate,', 'decided to reject', 'the proposal of the workers.'],
      'PSRQ',
      1,
      'The subject "The committee" opens the sentence, the phrase between commas follows it, and "decided to reject" takes "the proposal" as its object.',
      'easy',
      ['PRSQ', 'RSPQ', 'SRPQ'],
    ),
    arrange(
      'q05',
      ['Only after', 'the last guest had left', 'did the host', 'sit down to eat.'],
      'SPRQ',
      2,
      '"Only after" + a clause at the start of a sentence causes inversion in the main clause ("did the host sit"), so "did the host" follows the time clause and takes "sit down to eat".',
      'medium',
    ),
    arrange(
      'q06',
      ['The book', 'that you lent me last week', 'is so interesting that', 'I could not put it down.'],
      'QSRP',
      0,
      'The relative clause follows "The book", "is so interesting" is its verb, and "so ... that" introduces the result.',
      'easy',
    ),
    arrange(
      'q07',
      ['If you', 'had left home earlier,', 'you would not have', 'missed the train.'],
      'RQSP',
      3,
      'A third conditional: "If you had left ..., you would not have missed ...". "Had left" must follow "If you", and "would not have" needs the participle "missed".',
      'easy',
    ),
    arrange(
      'q08',
      ['Not only', 'did he finish the work on time,', 'but he also', 'helped his colleagues with theirs.'],
      'SRQP',
      1,
      '"Not only" at the start takes the inverted "did he finish"; "but he also" completes the pair and is followed by its verb "helped".',
      'medium',
    ),
    arrange(
      'q09',
      ['The river', 'which flows past our village', 'floods its banks', 'almost every monsoon.'],
      'PRSQ',
      2,
      'The relative clause describes "the river" and must follow it; "floods its banks" is the main verb and "almost every monsoon" says when.',
      'easy',
    ),
    arrange(
      'q10',
      ['Tired after', 'the long journey,', 'the children fell asleep', 'as soon as they reached home.'],
      'QPSR',
      0,
      '"Tired after the long journey," describes the children, so it must come just before "the children"; the time clause "as soon as they reached home" ends the sentence.',
      'easy',
    ),
    arrange(
      'q11',
      ['It was', 'because of his honesty', 'that the villagers', 'chose him as their leader.'],
      'SQRP',
      3,
      'The cleft pattern "It was ... that ..." puts the highlighted reason between "It was" and "that"; "the villagers chose him" completes it.',
      'medium',
    ),
    arrange(
      'q12',
      ['The doctor', 'advised the patient', 'to avoid oily food', 'and to walk every morning.'],
      'RSPQ',
      1,
      '"Advised the patient" is followed by the to-infinitive "to avoid ...", and "and to walk" adds the second piece of advice.',
      'easy',
    ),
    arrange(
      'q13',
      ['Hardly had', 'the guests taken their seats', 'when the power failed', 'and the hall went dark.'],
      'QPSR',
      2,
      '"Hardly had" takes its subject and participle next ("the guests taken"), then "when" introduces the second event; "and the hall went dark" follows from the power failure.',
      'medium',
    ),
    arrange(
      'q14',
      ['The museum', 'houses a rare collection', 'of coins issued', 'by the Mughal emperors.'],
      'SRPQ',
      0,
      '"Houses" needs its object "a rare collection", "of coins" says what the collection is of, and "by the Mughal emperors" says who issued them.',
      'easy',
    ),
    arrange(
      'q15',
      ['She would have', 'won the race', 'had she not', 'tripped at the last hurdle.'],
      'PSQR',
      3,
      '"Would have" takes the participle "won", and the inverted condition "had she not tripped" follows the main clause.',
      'medium',
      ['SPQR', 'PQSR', 'QPSR'],
    ),
    arrange(
      'q16',
      ['Many people', 'believe that', 'eating late at night', 'is bad for health.'],
      'RPQS',
      1,
      '"Believe that" introduces a clause whose subject is "eating late at night" and whose verb is "is bad for health".',
      'easy',
      ['PRQS', 'QPRS', 'RPSQ'],
    ),
    arrange(
      'q17',
      ['The manager', 'asked the clerk', 'why he had not', 'sent the letters.'],
      'QRSP',
      2,
      '"Asked the clerk" is followed by the reported question "why he had not sent the letters", in statement word order.',
      'easy',
    ),
    arrange(
      'q18',
      ['The more', 'he tried to explain,', 'the more confused', 'the audience became.'],
      'SPRQ',
      0,
      'The pattern is "The more ..., the more ...": the first half ends with the comma after "explain", and "the more confused the audience became" completes it.',
      'medium',
    ),
    arrange(
      'q19',
      ['In spite of', 'the heavy rain,', 'thousands of fans', 'waited outside the stadium.'],
      'RSQP',
      3,
      '"In spite of" needs its object "the heavy rain"; the comma closes that phrase, and the subject "thousands of fans" precedes the verb "waited".',
      'easy',
    ),
    arrange(
      'q20',
      [
        'The scientist',
        'whose discovery',
        'changed the treatment of malaria',
        'was honoured by the government.',
      ],
      'QSPR',
      1,
      '"Whose discovery changed ..." describes the scientist; the main verb "was honoured" comes after the whole relative clause.',
      'medium',
      ['SQPR', 'PSQR', 'SPQR'],
    ),
    arrange(
      'q21',
      ['No sooner', 'had the bell rung', 'than the children', 'rushed out of their classrooms.'],
      'SQPR',
      2,
      '"No sooner" takes the inverted "had the bell rung" and is completed by "than"; "the children" is the subject of "rushed".',
      'easy',
    ),
    arrange(
      'q22',
      ['Rarely', 'does one find', 'a shopkeeper', 'who returns extra change.'],
      'RPSQ',
      0,
      '"Rarely" at the start takes inversion ("does one find"); "a shopkeeper" is the object, and the relative clause "who returns ..." must follow it.',
      'medium',
      ['SPRQ', 'RPQS', 'QRPS'],
    ),
    arrange(
      'q23',
      ['The farmers', 'who depend on rain', 'are worried because', 'the monsoon is late this year.'],
      'QPSR',
      3,
      'The relative clause "who depend on rain" follows "The farmers"; "are worried because" then gives the reason.',
      'easy',
    ),
    arrange(
      'q24',
      ['Having finished', 'his homework,', 'Rahul went out', 'to play cricket with his friends.'],
      'SRPQ',
      1,
      '"Having finished" takes its object "his homework"; the comma then leads to the subject "Rahul", who did the finishing, and the purpose clause ends the sentence.',
      'easy',
    ),
    arrange(
      'q25',
      ['The letter', 'which was posted', 'a month ago', 'has still not reached me.'],
      'RSQP',
      2,
      '"Which was posted a month ago" describes the letter; the main verb "has still not reached me" comes last.',
      'easy',
    ),
    arrange(
      'q26',
      ['Unless', 'the government acts quickly,', 'prices of essential goods', 'will continue to rise.'],
      'QRPS',
      0,
      '"Unless" introduces the condition "the government acts quickly"; the comma leads to the main clause, whose subject "prices" precedes "will continue to rise".',
      'easy',
    ),
    arrange(
      'q27',
      ['So loud', 'was the music', 'that the neighbours', 'complained to the police.'],
      'SQRP',
      3,
      '"So + adjective" at the start takes inversion ("was the music"), and "that" introduces the result: the neighbours complained.',
      'medium',
      ['SRQP', 'RQSP', 'QRSP'],
    ),
    arrange(
      'q28',
      ['The bridge', 'built by the British', 'over a century ago', 'is still in use.'],
      'RQPS',
      1,
      '"Built by the British over a century ago" describes the bridge; the time phrase goes with "built", and "is still in use" is the main verb.',
      'medium',
    ),
    arrange(
      'q29',
      ['Whatever', 'you decide to do,', 'do it', 'with all your heart.'],
      'PSRQ',
      2,
      '"Whatever you decide to do" is the opening clause closed by the comma; the command "do it with all your heart" follows.',
      'easy',
    ),
    arrange(
      'q30',
      ['The young athlete', 'trained for six hours a day', 'in the hope of', 'winning an Olympic medal.'],
      'SPQR',
      0,
      '"In the hope of" must be followed by the -ing form "winning an Olympic medal"; "trained" is the verb of "the young athlete".',
      'easy',
    ),
    arrange(
      'q31',
      ['Each of the workers', 'was given', 'a bonus', 'for finishing the project early.'],
      'QSPR',
      3,
      '"Each of the workers was given a bonus" is the passive main clause, and "for finishing ..." gives the reason.',
      'easy',
      ['SQPR', 'QPSR', 'PQSR'],
    ),
    arrange(
      'q32',
      ['Seldom', 'have I seen', 'a crowd', 'so eager to hear a poet.'],
      'SRQP',
      1,
      '"Seldom" at the start takes inversion ("have I seen"); "a crowd" is the object, described by "so eager to hear a poet".',
      'medium',
      ['SQRP', 'QRSP', 'SRPQ'],
    ),
  ],
};
