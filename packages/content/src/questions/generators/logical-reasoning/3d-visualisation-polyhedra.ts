import type { QuestionAnswer } from '@preparena/shared';
import type { QuestionGenerator } from '../../generator.js';
import { choiceOptions } from '../../generator.js';

/**
 * Faces, edges and corners of prisms, pyramids and frustums (group M; RRB NTPC, SSC CGL).
 * `generate` uses the F, E, V formulas; `check` builds the corners and edges of the solid.
 */

const POLYGONS = [
  { n: 3, en: 'triangular', hi: 'त्रिभुजाकार' },
  { n: 4, en: 'square', hi: 'वर्गाकार' },
  { n: 5, en: 'pentagonal', hi: 'पंचभुजाकार' },
  { n: 6, en: 'hexagonal', hi: 'षट्भुजाकार' },
  { n: 8, en: 'octagonal', hi: 'अष्टभुजाकार' },
];

/** Prisms and pyramids: how many faces, edges or corners (vertices)? */
export const visualisationSolidParts: QuestionGenerator = {
  id: '3d-visualisation/solid-parts',
  topic: '3d-visualisation',
  difficulty: 'easy',
  count: 40,
  exams: ['RRB NTPC', 'SSC CGL'],
  generate(rng) {
    const base = rng.pick(POLYGONS);
    const n = base.n;
    const solid = rng.pick(['prism', 'pyramid', 'frustum'] as const);
    const part = rng.pick(['faces', 'edges', 'vertices', 'sum'] as const);
    const fev = {
      prism: [n + 2, 3 * n, 2 * n],
      pyramid: [n + 1, 2 * n, n + 1],
      frustum: [n + 2, 3 * n, 2 * n],
    }[solid] as [number, number, number];
    const [F, E, V] = fev;
    const answer = { faces: F, edges: E, vertices: V, sum: F + E + V }[part];
    const { options, correctIndex } = choiceOptions(rng, answer, [F, E, V, F + V, E + 2, 2 * n, F + E + V]);
    const name = {
      prism: { en: `${base.en} prism`, hi: `${base.hi} प्रिज़्म` },
      pyramid: { en: `${base.en} pyramid`, hi: `${base.hi} पिरामिड` },
      frustum: {
        en: `frustum of a ${base.en} pyramid (the pyramid with its top cut off parallel to the base)`,
        hi: `${base.hi} पिरामिड का छिन्नक (आधार के समांतर ऊपर का भाग काटकर)`,
      },
    }[solid];
    const partText = {
      faces: { en: 'faces', hi: 'फलक' },
      edges: { en: 'edges', hi: 'किनारे' },
      vertices: { en: 'corners (vertices)', hi: 'शीर्ष (कोने)' },
      sum: { en: 'faces, edges and corners taken together', hi: 'फलक, किनारे और शीर्ष मिलाकर' },
    }[part];
    const explain = {
      prism: {
        en: `two ${n}-sided ends and ${n} side faces; ${n} edges on each end and ${n} side edges; ${n} corners on each end`,
        hi: `दो ${n}-भुजी सिरे और ${n} पार्श्व फलक; हर सिरे पर ${n} किनारे और ${n} पार्श्व किनारे; हर सिरे पर ${n} शीर्ष`,
      },
      frustum: {
        en: `two ${n}-sided ends (the base and the cut) and ${n} side faces; ${n} edges on each end and ${n} slanting edges; ${n} corners on each end`,
        hi: `दो ${n}-भुजी सिरे (आधार और कटा भाग) और ${n} पार्श्व फलक; हर सिरे पर ${n} किनारे और ${n} तिरछे किनारे; हर सिरे पर ${n} शीर्ष`,
      },
      pyramid: {
        en: `one ${n}-sided base and ${n} triangular faces; ${n} base edges and ${n} slanting edges; ${n} base corners and the apex`,
        hi: `एक ${n}-भुजी आधार और ${n} त्रिभुजाकार फलक; आधार के ${n} किनारे और ${n} तिरछे किनारे; आधार के ${n} शीर्ष और ऊपर का शीर्ष`,
      },
    }[solid];
    return {
      title: { en: 'Faces, edges and corners of solids', hi: 'ठोसों के फलक, किनारे और शीर्ष' },
      type: 'single',
      statement: {
        en: `How many ${partText.en} does a ${name.en} have?`,
        hi: `एक ${name.hi} के कितने ${partText.hi} होते हैं?`,
      },
      options,
      answer: { kind: 'choice', correct: [correctIndex] },
      solution: {
        en: [
          `The base has ${n} sides. The solid has ${explain.en}: $F = ${F}$, $E = ${E}$, $V = ${V}$ (check with Euler: $F + V - E = ${F} + ${V} - ${E} = 2$).`,
          `**Answer: ${answer}**`,
        ].join('\n\n'),
        hi: [
          `आधार की ${n} भुजाएँ हैं। ठोस में ${explain.hi} हैं: $F = ${F}$, $E = ${E}$, $V = ${V}$ (ऑयलर से जाँच: $F + V - E = ${F} + ${V} - ${E} = 2$)।`,
          `**उत्तर: ${answer}**`,
        ].join('\n\n'),
      },
      expectedSeconds: 30,
      numbers: [],
      check(): QuestionAnswer {
        // Build the solid: corners, then edges as pairs of corners, then faces as corner cycles.
        const rings = solid === 'pyramid' ? 1 : 2;
        const vertices = rings * n + (solid === 'pyramid' ? 1 : 0);
        const edges = new Set<string>();
        const add = (a: number, b: number) => edges.add(a < b ? `${a}-${b}` : `${b}-${a}`);
        for (let ring = 0; ring < rings; ring++)
          for (let i = 0; i < n; i++) add(ring * n + i, ring * n + ((i + 1) % n));
        for (let i = 0; i < n; i++) add(i, solid === 'pyramid' ? n : n + i);
        const faces = rings + n; // each ring polygon, and one face between each pair of neighbouring side edges
        const got = { faces, edges: edges.size, vertices, sum: faces + edges.size + vertices }[part];
        return { kind: 'choice', correct: options.flatMap((o, i) => (o === String(got) ? [i] : [])) };
      },
    };
  },
};
