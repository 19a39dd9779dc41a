import type { ExamTag } from '@preparena/shared';
import type { AuthoredTopic } from '../../authored.js';
import { cloze } from './build-sentences.js';

const EXAMS: ExamTag[] = ['Bank PO', 'SSC CGL', 'RRB NTPC', 'CUET'];

/** Cloze tests: original passages with five numbered blanks each. */
export const clozeTest: AuthoredTopic = {
  topic: 'cloze-test',
  sets: [
    cloze(
      'c1-balcony-garden',
      'The balcony garden',
      'When my grandmother moved to the city, she refused to give up her kitchen garden. Her flat had no yard, so she **(1)** ___ the balcony into a small farm, with tomatoes in old paint tins and chillies in cracked buckets. The neighbours were at first **(2)** ___; one of them complained that the pots would attract insects. But by the end of the first summer, the same neighbour was asking for cuttings. My grandmother **(3)** ___ them freely, and within two years half the building was growing something. She never thought of it as a movement. To her, growing food was simply something people did, as ordinary **(4)** ___ cooking or sweeping. Yet when she died, the residents planted a lemon tree in the compound **(5)** ___ her memory.',
      [
        {
          options: ['brought', 'turned', 'took', 'set'],
          correct: 1,
          solution:
            'One "turns" a place "into" something else: "turned the balcony into a small farm". "Brought", "took" and "set" do not combine with "into" to mean a change of use.',
          difficulty: 'easy',
        },
        {
          options: ['delighted', 'grateful', 'sceptical', 'generous'],
          correct: 2,
          solution:
            'The semicolon introduces a complaint, so the neighbours were doubtful at first: "sceptical". "But by the end of the first summer" then marks their change of mind; "delighted" and "grateful" leave nothing to change.',
          difficulty: 'easy',
        },
        {
          options: ['refused', 'borrowed', 'hid', 'gave'],
          correct: 3,
          solution:
            'The neighbour asked for cuttings and soon half the building was growing plants, so she "gave them freely". "Refused" and "hid" contradict the spread; one does not borrow what one already has.',
          difficulty: 'easy',
        },
        {
          options: ['as', 'than', 'like', 'so'],
          correct: 0,
          solution:
            'The comparison of equality is "as ordinary as": the first "as" is already in place, so the second must be "as". "Than" follows comparatives, and "like" cannot complete "as ordinary ...".',
          difficulty: 'medium',
        },
        {
          options: ['for', 'in', 'by', 'on'],
          correct: 1,
          solution:
            'The fixed phrase is "in her memory" (or "in memory of her"), meaning as a remembrance. The other prepositions do not form this phrase.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
    cloze(
      'c2-cyclone-warnings',
      'Ready for the storm',
      'In 1999 a super cyclone struck the coast of Odisha and killed nearly ten thousand people. When a storm of **(1)** ___ strength hit the same coast in 2013, fewer than fifty died. The difference was not luck. In the years between, the state had built hundreds of cyclone shelters and trained volunteers in every coastal village. Warnings were **(2)** ___ by radio, text message and loudspeaker, and officials went from door to door to move people to safety. Some villagers were **(3)** ___ to leave their homes and cattle, and a few had to be persuaded by the police. **(4)** ___, nearly a million people were evacuated in two days. The lesson has been studied by disaster managers around the world: a storm cannot be stopped, but its death toll can be **(5)** ___.',
      [
        {
          options: ['negligible', 'feeble', 'comparable', 'doubtful'],
          correct: 2,
          solution:
            'The passage credits preparation, not luck, for the lower toll, which only makes sense if the second storm was about as strong as the first: "comparable". A "negligible" or "feeble" storm would explain the low toll by itself and would not need a mass evacuation.',
          difficulty: 'medium',
        },
        {
          options: ['broadcast', 'hidden', 'ignored', 'delayed'],
          correct: 0,
          solution:
            'Radio, text messages and loudspeakers are means of spreading a message: warnings were "broadcast". The other words contradict the preparedness the passage describes.',
          difficulty: 'easy',
        },
        {
          options: ['eager', 'quick', 'glad', 'reluctant'],
          correct: 3,
          solution:
            'Some villagers had to be persuaded by the police, so they were unwilling to leave: "reluctant". The other three words describe willingness.',
          difficulty: 'easy',
        },
        {
          options: ['Consequently', 'Nevertheless', 'Similarly', 'For example'],
          correct: 1,
          solution:
            'The evacuation succeeded in spite of the reluctance just described, so a contrasting link is needed: "Nevertheless". "Consequently" would make the reluctance the cause of the evacuation.',
          difficulty: 'medium',
        },
        {
          options: ['increased', 'predicted', 'reduced', 'ignored'],
          correct: 2,
          solution:
            'The lesson contrasts what cannot be done (stopping a storm) with what preparation achieved: a lower death toll, so it "can be reduced". "Predicted" misses the point of the story, which is about saving lives.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
    cloze(
      'c3-adult-learners',
      'Learning a language as an adult',
      'It is often said that children learn languages more easily than adults. This is only partly true. Children do have an **(1)** ___ when it comes to accent: those who start young usually sound like native speakers, while adults rarely lose their foreign accent. In other respects, however, adults learn faster, at least at first. They can use grammar rules, dictionaries and their **(2)** ___ of the world to make sense of new words. What adults usually lack is not ability but time and **(3)** ___. A child surrounded by a new language hears it all day; an adult attending a weekly class may hear it for an hour. Adults also tend to be **(4)** ___ of making mistakes, and so they speak less. The best advice for an adult learner is therefore simple: speak as often as possible, and do not be **(5)** ___ by errors.',
      [
        {
          options: ['obstacle', 'advantage', 'excuse', 'problem'],
          correct: 1,
          solution:
            'The colon explains that children who start young sound like native speakers, which is an "advantage". The article "an" fits "obstacle", "advantage" and "excuse", but only "advantage" matches the meaning.',
          difficulty: 'easy',
        },
        {
          options: ['knowledge', 'ignorance', 'fear', 'dislike'],
          correct: 0,
          solution:
            'Adults make sense of new words using what they already know: their "knowledge of the world". Ignorance, fear and dislike would not help them understand anything.',
          difficulty: 'easy',
        },
        {
          options: ['intelligence', 'talent', 'memory', 'exposure'],
          correct: 3,
          solution:
            'The next sentence explains the lack: a child hears the language all day, an adult an hour a week. That is "exposure". Intelligence, talent and memory are forms of the "ability" the sentence says adults do not lack.',
          difficulty: 'medium',
        },
        {
          options: ['fond', 'proud', 'afraid', 'tired'],
          correct: 2,
          solution:
            'Speaking less is the result of fearing mistakes: "afraid of making mistakes". Being "fond" or "proud" of mistakes would not make anyone speak less.',
          difficulty: 'easy',
        },
        {
          options: ['encouraged', 'discouraged', 'delighted', 'impressed'],
          correct: 1,
          solution:
            'The advice is to keep speaking despite errors, so the learner should not be put off by them: "do not be discouraged by errors". The other words are positive and make the advice pointless.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
    cloze(
      'c4-pencil',
      'The humble pencil',
      'The modern pencil contains no lead at all. Its core is a mixture of graphite and clay, baked at a high temperature. The more clay in the mix, the harder the pencil and the **(1)** ___ the line it draws. The name "lead pencil" is a leftover from Roman times, when people wrote with small rods of real lead. The story of the graphite pencil **(2)** ___ in England in the sixteenth century, when a large deposit of unusually pure graphite was found. At first it was used by shepherds to mark their sheep, but it soon became **(3)** ___ among writers and artists. Because the graphite was so valuable, the mine was guarded, and the graphite was **(4)** ___ to the rest of Europe at a high price. Today pencils are made by the billion, yet they remain popular for the same reason they always were: a pencil mark can be **(5)** ___.',
      [
        {
          options: ['darker', 'thicker', 'blacker', 'lighter'],
          correct: 3,
          solution:
            'Clay makes the core harder, and a harder core leaves less graphite on the paper, so the line is "lighter". "Darker" and "blacker" describe soft pencils; "thicker" does not follow from hardness either.',
          difficulty: 'medium',
        },
        {
          options: ['began', 'ended', 'failed', 'paused'],
          correct: 0,
          solution:
            'The discovery of the deposit is the start of the graphite pencil\'s history: the story "began" there. The rest of the passage shows it did not end or fail.',
          difficulty: 'easy',
        },
        {
          options: ['scarce', 'popular', 'forbidden', 'useless'],
          correct: 1,
          solution:
            '"But ... soon" contrasts humble first use with wider use: it became "popular" among writers and artists. "Useless" and "forbidden" contradict the valuable, guarded mine that follows.',
          difficulty: 'easy',
        },
        {
          options: ['imported', 'exported', 'returned', 'lent'],
          correct: 1,
          solution:
            'Graphite mined in England and sent "to the rest of Europe at a high price" was "exported". "Imported" reverses the direction, and nothing valuable is "lent" at a price.',
          difficulty: 'medium',
        },
        {
          options: ['printed', 'sold', 'erased', 'framed'],
          correct: 2,
          solution:
            'The lasting reason for using a pencil rather than a pen is that its mark can be rubbed out: "erased". Printing, selling and framing have nothing to do with a pencil mark.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
    cloze(
      'c5-street-lights',
      'Lights against crime',
      'When a city installs brighter street lights, does crime fall? Common sense says **(1)** ___, and several studies agree. In one experiment, a city improved the lighting in some housing estates but not in others. Over the following months, serious crimes at night fell **(2)** ___ in the well-lit estates than in the rest. **(3)** ___, the researchers were careful not to claim too much. Light may deter criminals, but it may also bring more people out of their homes after dark, and busy streets are safer streets. Whichever explanation is correct, the policy is cheap **(4)** ___ with most other ways of preventing crime. Critics point out, **(5)** ___, that too much light wastes energy and disturbs both sleep and wildlife.',
      [
        {
          options: ['never', 'yes', 'no', 'rarely'],
          correct: 1,
          solution:
            '"And several studies agree", followed by an experiment in which crime fell, shows that common sense answers the question "yes". "No" would leave the studies agreeing with a view the experiment disproves.',
          difficulty: 'easy',
        },
        {
          options: ['more sharply', 'less sharply', 'more slowly', 'no more'],
          correct: 0,
          solution:
            'The experiment supports the view that lighting reduces crime, so crime fell "more sharply" in the well-lit estates. "Less sharply" and "more slowly" would contradict the studies that "agree".',
          difficulty: 'medium',
        },
        {
          options: ['Therefore', 'As a result', 'For instance', 'Even so'],
          correct: 3,
          solution:
            'After a positive result, being careful not to claim too much is a concession: "Even so". "Therefore" and "As a result" would make caution the consequence of the success.',
          difficulty: 'medium',
        },
        {
          options: ['comparing', 'compared', 'compare', 'comparison'],
          correct: 1,
          solution:
            'The idiom is "cheap compared with" (or "to") other things, using the past participle. "Comparing" would need a subject doing the comparing, and "comparison" needs "in comparison with".',
          difficulty: 'easy',
        },
        {
          options: ['therefore', 'similarly', 'however', 'for example'],
          correct: 2,
          solution:
            'The critics raise a drawback after the praise of cheapness, so a contrast marker is needed: "however". "Therefore" and "similarly" would make the criticism follow from, or resemble, the praise.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
    cloze(
      'c6-boredom',
      'In praise of boredom',
      'We are rarely bored any more. Whenever there is a spare minute, in a queue or on a bus, most of us reach for our phones. This may seem a **(1)** ___ victory over an unpleasant feeling, but some psychologists think we are losing something valuable. Boredom, they argue, is not merely an absence of stimulation; it is a signal that pushes us to look for something more **(2)** ___ to do. In experiments, people who were first given a dull task, such as copying numbers from a telephone directory, later came up with more **(3)** ___ ideas than people who had not been bored. The mind, left without entertainment, begins to wander, and wandering minds make unexpected connections. If this is true, filling every empty moment may make us less inventive. The **(4)** ___ is not to seek boredom deliberately, but to tolerate it now and then **(5)** ___ than escaping it at once.',
      [
        {
          options: ['costly', 'harmless', 'shameful', 'harmful'],
          correct: 1,
          solution:
            '"May seem ..., but ... we are losing something valuable" contrasts appearance with reality, so the victory seems "harmless". "Costly" and "harmful" already state the psychologists\' point and leave nothing to contrast.',
          difficulty: 'medium',
        },
        {
          options: ['meaningful', 'boring', 'tiresome', 'pointless'],
          correct: 0,
          solution:
            'Boredom pushes us away from dullness towards something better: "more meaningful". The other three words describe exactly what boredom makes us escape.',
          difficulty: 'easy',
        },
        {
          options: ['ordinary', 'predictable', 'creative', 'tedious'],
          correct: 2,
          solution:
            'The next sentences speak of unexpected connections and being "inventive", so bored people produced more "creative" ideas. The other words are the opposite.',
          difficulty: 'easy',
        },
        {
          options: ['problem', 'cause', 'danger', 'answer'],
          correct: 3,
          solution:
            'The last sentence proposes what to do about the problem just described: the "answer" (solution) is to tolerate boredom. "Problem", "cause" and "danger" do not fit a recommendation.',
          difficulty: 'medium',
        },
        {
          options: ['rather', 'more', 'better', 'other'],
          correct: 0,
          solution:
            'The fixed expression for preferring one course to another is "rather than": tolerate it "rather than escaping it". "More than" and "better than" would compare amounts or quality, which makes no sense here.',
          difficulty: 'easy',
        },
      ],
      EXAMS,
    ),
  ],
};
