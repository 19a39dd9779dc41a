import { describe, expect, it } from 'vitest';
import { plainHtml } from './plain-html.js';
import { renderHtml } from './render-html.js';

const figure = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;

/** Texts the direct writer takes: the bank's usual options, statements and solution steps. */
const PLAIN = [
  '12',
  '-10',
  '+5',
  '₹ 1,240',
  'The average of 11 numbers is 43. Which number was removed?',
  'Let the incomes be $8K$ and $7K$ (two different multipliers).',
  '$\\frac{25x + 86}{26} = x + 2$',
  'मान लें औसत $x$ है। तब $\\frac{25x + 86}{26} = x + 2$।\n\n$25x + 86 = 26x + 52$, अतः $x = 34$।',
  'Statement I: $a > b$\nStatement II: $b < c$',
  'Step one.\n\n\n\n**Answer: 212**',
  '**उत्तर: $x = 527$**',
  `Choose the mirror image.\n\n![Problem figure](${figure})`,
  `![Option A](${figure})`,
  '1.5 is more than 1',
];

/** Texts with other syntax: the writer declines them, and the full pipeline renders them. */
const NOT_PLAIN = [
  '',
  '*famous*',
  'a **bold** word',
  '1. first\n2. second',
  '- one\n- two',
  '# Heading',
  '> quote',
  '[link](https://example.com)',
  'see www.example.com',
  'mail a@b.in',
  'So $$x = 1$$ here.',
  'A lone $ sign',
  'Spaced $ x $ formula',
  'Fill in ____ blank',
  '| a | b |',
  'x < y & z',
  '  indented',
  'trailing  ',
  '![photo](data:image/png;base64,AAAA)',
];

describe('plain texts written directly (issue 15)', () => {
  for (const mode of ['lines', 'prose'] as const) {
    it(`writes exactly what the Markdown pipeline writes (${mode})`, () => {
      for (const text of PLAIN) {
        const html = plainHtml(text, mode);
        expect(html, text).toBeDefined();
        expect(html, text).toBe(renderHtml(text, mode));
      }
    });

    it(`leaves any other syntax to the pipeline (${mode})`, () => {
      for (const text of NOT_PLAIN) expect(plainHtml(text, mode), text).toBeUndefined();
    });
  }
});
