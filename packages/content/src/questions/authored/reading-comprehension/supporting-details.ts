import type { AuthoredTopic } from '../../authored.js';

export const supportingDetails: AuthoredTopic = {
  topic: 'supporting-details',
  sets: [
    {
      key: 'p1-stepwells',
      set: {
        kind: 'passage',
        title: 'Steps down to water',
        body: [
          '**(1)** In the dry regions of western India, where rain falls for a few months and then hardly at all, communities long faced the problem of reaching water that sank deeper into the ground as the year went on. One of their most remarkable answers was the stepwell, known as a vav in Gujarat and a baori or bawdi in Rajasthan and parts of the north.',
          '**(2)** A stepwell is, at its simplest, a well that a person can walk down into. Flights of steps descend from ground level to the water, so that whatever the water level in a given season, people could go down to meet it rather than haul water up with ropes. The deep, shaded shafts also stayed noticeably cooler than the surface, and many stepwells became places to rest and gather in the heat of the day.',
          '**(3)** Some stepwells grew far beyond their practical purpose. Rani ki Vav at Patan in Gujarat, built in the eleventh century and traditionally attributed to a queen commemorating her husband, descends through several levels of carved galleries decorated with hundreds of sculptures; it was inscribed as a UNESCO World Heritage Site in 2014. Chand Baori at Abhaneri in Rajasthan is famous for thousands of narrow steps arranged in a dizzying criss-cross pattern on three of its sides.',
          '**(4)** The spread of piped water and motorised pumps made many stepwells redundant. Neglected, a large number filled with silt and rubbish, and some were buried altogether. In recent years, conservation efforts and a renewed interest in traditional water harvesting have brought some back to life, though often as monuments rather than as sources of water.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Purpose of the steps',
          type: 'single',
          statement:
            'According to the passage, what was the main practical advantage of the steps in a stepwell?',
          options: [
            'They kept the water clean by preventing animals from reaching it.',
            'They allowed people to reach the water whatever its level in a given season.',
            'They collected rainwater on the surface during the monsoon.',
            'They made it easier to lower ropes and buckets into the well.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says the steps meant that 'whatever the water level in a given season, people could go down to meet it'. Keeping animals away and collecting surface rain are not mentioned. The steps replaced hauling water up with ropes, so the fourth option reverses the passage.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'Feature not mentioned',
          type: 'single',
          statement: 'Which of the following is NOT mentioned in the passage as a feature of stepwells?',
          options: [
            'Their shafts stayed cooler than the surface.',
            'They became places where people rested and gathered.',
            'Some had carved galleries with many sculptures.',
            'They served as temples for daily worship.',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            'Coolness and gathering are both in paragraph 2, and carved galleries with sculptures are described at Rani ki Vav in paragraph 3. Worship is never mentioned, so the fourth option is the one the passage does not state, whatever may be true of particular stepwells.',
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Detail: Chand Baori',
          type: 'single',
          statement: 'According to the passage, Chand Baori is noted for:',
          options: [
            'thousands of narrow steps arranged in a criss-cross pattern on three sides',
            'several levels of carved galleries with hundreds of sculptures',
            'being built in the eleventh century by a queen',
            'being inscribed as a UNESCO World Heritage Site in 2014',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says Chand Baori 'is famous for thousands of narrow steps arranged in a dizzying criss-cross pattern on three of its sides'. The galleries, the eleventh-century date, the queen and the 2014 UNESCO listing all belong to Rani ki Vav in the same paragraph, so the other options mix up the two stepwells.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Reason for decline',
          type: 'single',
          statement: 'According to the passage, why did many stepwells fall out of use?',
          options: [
            'Groundwater in the region dried up completely.',
            'They were damaged by earthquakes.',
            'Piped water and motorised pumps made them unnecessary.',
            'Governments banned their use for health reasons.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 4 says 'the spread of piped water and motorised pumps made many stepwells redundant'. The passage mentions neither groundwater drying up, nor earthquakes, nor any ban; silt and rubbish are described as a result of neglect, not its cause.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q5',
          title: 'Restored stepwells today',
          type: 'single',
          statement: 'What does the passage say about stepwells that have been restored in recent years?',
          options: [
            'They now supply most of the drinking water of their towns.',
            'They are often kept as monuments rather than used as sources of water.',
            'They have all been listed as World Heritage Sites.',
            'They have been rebuilt using modern pumps.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "The last sentence says restored stepwells have come back 'often as monuments rather than as sources of water'. That contradicts the first option. Only Rani ki Vav is said to be a World Heritage Site, and the passage says nothing about fitting pumps during restoration.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p2-waggle-dance',
      set: {
        kind: 'passage',
        title: 'The dance of the honeybee',
        body: [
          "**(1)** When a honeybee forager finds a rich patch of flowers, she returns to the hive and, on the vertical surface of the comb, performs a pattern of movements that other bees follow closely. The Austrian scientist Karl von Frisch spent decades decoding this 'waggle dance', and in 1973 he shared the Nobel Prize in Physiology or Medicine for work on animal behaviour.",
          "**(2)** The dance consists of a straight run, during which the bee waggles her abdomen from side to side, followed by a loop back to the starting point, alternately to the left and to the right. The direction of the straight run carries information about direction. If the run points straight up the comb, the food lies in the direction of the sun; if it points at a certain angle to the right of vertical, the food lies at that same angle to the right of the sun's direction.",
          '**(3)** Distance is encoded differently. The longer the waggling portion of the run lasts, the farther away the food source is. For flowers very close to the hive, bees perform a simpler circling movement, traditionally called the round dance, which signals that food is nearby without indicating its direction precisely.',
          '**(4)** Because the hive is dark, the bees that follow the dance cannot simply watch it. They stay in close contact with the dancer, picking up her movements through touch and the vibrations she produces. They also detect the scent of the flowers she has visited, which helps them recognise the right patch once they arrive in its neighbourhood.',
          '**(5)** Later researchers have shown that the dance is not perfectly precise and that recruits often search around the indicated area before finding the food. Even so, it remains one of the most striking examples of symbolic communication known in any animal other than humans.',
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'Meaning of a vertical run',
          type: 'single',
          statement:
            'According to the passage, what does a straight run pointing directly up the comb indicate?',
          options: [
            'The food lies directly above the hive.',
            'The food is very close to the hive.',
            'The food lies in the direction of the sun.',
            'The food lies in the direction opposite to the sun.',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 2 states: 'If the run points straight up the comb, the food lies in the direction of the sun.' 'Up' on the comb stands for the sun's direction, not for height above the hive. Nearness is signalled by the round dance (paragraph 3), and nothing is said about a run meaning the opposite of the sun's direction.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q2',
          title: 'How distance is signalled',
          type: 'single',
          statement:
            'According to paragraph 3, how does a dancing bee indicate the distance to a food source?',
          options: [
            'By the angle of the straight run',
            'By how long the waggling portion of the run lasts',
            'By the number of loops she makes to the left',
            'By the strength of the scent she carries',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 3 says 'The longer the waggling portion of the run lasts, the farther away the food source is.' The angle encodes direction (paragraph 2). The loops alternate left and right but are not said to carry distance. Scent helps recruits recognise the patch (paragraph 4), not judge distance.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q3',
          title: 'How followers perceive the dance',
          type: 'single',
          statement: 'According to the passage, how do the bees following a dance perceive it?',
          options: [
            'By watching the dancer in the light from the hive entrance',
            'By hearing the buzz of her wings from a distance',
            'By reading marks she leaves on the comb',
            'Through touch and vibration, while also detecting the scent of the flowers',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 4 says that because the hive is dark, followers stay in close contact and pick up the movements 'through touch and the vibrations she produces', and they also detect the flowers' scent. Watching is ruled out by the darkness. Hearing from a distance and marks on the comb are not mentioned; the passage stresses close contact.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q4',
          title: 'Accuracy of the dance',
          type: 'single',
          statement: 'What does the passage say about the accuracy of the waggle dance?',
          options: [
            'It is imprecise enough that recruits often search around the indicated area.',
            'It is perfectly precise for sources at any distance.',
            'It is useless for food sources far from the hive.',
            'Later research showed that it carries no real information.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 5 says the dance 'is not perfectly precise and that recruits often search around the indicated area before finding the food'. That directly contradicts the second option. Nothing says it fails for distant sources, and the passage still calls it 'one of the most striking examples of symbolic communication', so the fourth option is wrong.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'CUET', 'SSC CGL'],
        },
        {
          key: 'q5',
          title: 'Information not mentioned',
          type: 'single',
          statement:
            'Which of the following is NOT mentioned in the passage as information that a returning forager passes on to other bees?',
          options: [
            'The direction of the food source',
            'The distance to the food source',
            'The amount of nectar available at the source',
            'The scent of the flowers visited',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Direction (paragraph 2), distance (paragraph 3) and scent (paragraph 4) are all described. The passage calls the patch 'rich' but never says the dance tells other bees how much nectar is there, so the third option is not mentioned.",
          difficulty: 'medium',
          expectedSeconds: 75,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
      ],
    },
    {
      key: 'p3-water-tariff',
      set: {
        kind: 'passage',
        title: 'A new water tariff (a fictional town)',
        body: [
          '**(1)** From April, the municipal council of Nandipur, a fictional town, will replace its flat monthly water charge with a tariff based on measured use. Until now, every connected household has paid the same amount regardless of how much water it uses, an arrangement the council says rewards waste and leaves it unable to pay for repairs to its ageing pipes.',
          '**(2)** Under the new scheme, each household will receive the first 10,000 litres a month free of charge, an amount the council describes as enough for the basic drinking, cooking and washing needs of a family of five. Use between 10,000 and 25,000 litres will be charged at a moderate rate, and use above 25,000 litres at three times that rate. Commercial users will pay a single rate for every litre, with no free allowance.',
          "**(3)** Meters will be installed free of charge over the next six months, starting with the wards where the council's surveys found the greatest leakage. Households without a working meter by April will continue to pay the old flat charge until one is fitted. The council has promised that all revenue from the tariff will be set aside for maintaining and extending the network rather than spent on other services.",
          "**(4)** The proposal has drawn objections. Tenants' groups point out that in buildings where several families share one connection, the shared meter will quickly pass the free allowance, pushing them into higher rates despite modest use per person. The council has responded that such buildings may apply to have their allowance multiplied by the number of families, provided each family is registered.",
        ].join('\n\n'),
      },
      questions: [
        {
          key: 'q1',
          title: 'The free allowance',
          type: 'single',
          statement: 'According to the passage, how much water will each household receive free every month?',
          options: [
            'None at all',
            'The first 10,000 litres',
            'The first 25,000 litres',
            'Whatever a family of five uses',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 2 says each household will receive 'the first 10,000 litres a month free of charge'. It is commercial users who get no free allowance. 25,000 litres is where the highest rate begins. The council describes 10,000 litres as enough for a family of five, but the allowance is a fixed amount, not whatever such a family uses.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q2',
          title: 'The top rate',
          type: 'single',
          statement: 'According to the passage, water used above 25,000 litres a month will be charged:',
          options: [
            'at the same rate that commercial users pay',
            'at twice the moderate rate',
            'at the old flat charge',
            'at three times the moderate rate',
          ],
          answer: { kind: 'choice', correct: [3] },
          solution:
            "Paragraph 2 says use above 25,000 litres is charged 'at three times that rate', meaning the moderate rate. The passage does not compare it with the commercial rate, never mentions doubling, and the flat charge applies only to households still without a meter.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'RRB NTPC'],
        },
        {
          key: 'q3',
          title: 'Households without meters',
          type: 'single',
          statement: 'What will happen to households that do not have a working meter by April?',
          options: [
            'They will continue to pay the old flat charge until a meter is fitted.',
            'They will be charged at the highest rate.',
            'Their water supply will be disconnected.',
            'They will receive the free allowance and pay nothing else.',
          ],
          answer: { kind: 'choice', correct: [0] },
          solution:
            "Paragraph 3 says such households 'will continue to pay the old flat charge until one is fitted'. None of the other outcomes (the top rate, disconnection or free water) is mentioned.",
          difficulty: 'easy',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'RRB NTPC', 'Bank PO'],
        },
        {
          key: 'q4',
          title: 'Order of installation',
          type: 'single',
          statement: 'According to the passage, which wards will receive meters first?',
          options: [
            'The wards with the highest water consumption',
            'The poorest wards',
            'The wards where surveys found the greatest leakage',
            'The commercial areas of the town',
          ],
          answer: { kind: 'choice', correct: [2] },
          solution:
            "Paragraph 3 says installation will start 'with the wards where the council's surveys found the greatest leakage'. Consumption, income and commercial areas are not given as criteria, though each might sound reasonable.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['SSC CGL', 'Bank PO', 'CUET'],
        },
        {
          key: 'q5',
          title: "Council's response to tenants",
          type: 'single',
          statement: "How has the council responded to the tenants' groups' objection?",
          options: [
            'It has exempted shared buildings from the new tariff.',
            'It will let such buildings apply to have their allowance multiplied by the number of registered families.',
            'It will install a separate meter for every family.',
            'It has rejected the objection as unfounded.',
          ],
          answer: { kind: 'choice', correct: [1] },
          solution:
            "Paragraph 4 says such buildings 'may apply to have their allowance multiplied by the number of families, provided each family is registered'. There is no exemption, no promise of separate meters, and the council did not reject the objection; it offered a remedy.",
          difficulty: 'medium',
          expectedSeconds: 60,
          exams: ['Bank PO', 'SSC CGL', 'CUET'],
        },
      ],
    },
  ],
};
