/** TeX commands read as a symbol (the rest lose their backslash). */
const SYMBOLS: Record<string, string> = {
  times: '×',
  div: '÷',
  cdot: '·',
  pi: 'π',
  le: '≤',
  leq: '≤',
  ge: '≥',
  geq: '≥',
  ne: '≠',
  neq: '≠',
  pm: '±',
  infty: '∞',
  theta: 'θ',
  alpha: 'α',
  beta: 'β',
  circ: '°',
  degree: '°',
  rightarrow: '→',
  to: '→',
};

/** Maths as words a screen reader can say: `9\frac{1}{11}\%` is "9 1/11%". */
function texText(tex: string): string {
  let s = tex;
  // Innermost fractions and roots first, until none is left.
  for (let i = 0; i < 6; i++) {
    const before = s;
    s = s
      .replace(/\\[dt]?frac\{([^{}]*)\}\{([^{}]*)\}/g, ' $1/$2')
      .replace(/\\sqrt\{([^{}]*)\}/g, '√$1')
      .replace(/\\(?:text|mathrm|mathbf|operatorname)\{([^{}]*)\}/g, '$1');
    if (s === before) break;
  }
  return s
    .replace(/\\left|\\right|\\,|\\;|\\!|\\quad/g, ' ')
    .replace(/\\%/g, '%')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/\\(.)/g, '$1')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The plain text of a short rich text (an option): maths spelled out, Markdown marks and figures'
 * addresses dropped (a figure reads as its alt text). Used as an accessible name where rendered
 * KaTeX would give none: the checker (and some screen readers) do not read its MathML.
 */
export function plainTextOf(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\$\$([\s\S]+?)\$\$|\$([^$]+)\$/g, (_, display?: string, inline?: string) =>
      texText(display ?? inline ?? ''),
    )
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
