import katex from 'katex';

/** Every math expression of a Markdown text: display (`$$…$$`) and inline (`$…$`). */
export function mathOf(text: string): { expr: string; display: boolean }[] {
  const display = [...text.matchAll(/\$\$([\s\S]+?)\$\$/g)].map((m) => ({ expr: m[1] ?? '', display: true }));
  const rest = text.replace(/\$\$[\s\S]+?\$\$/g, '');
  const inline = [...rest.matchAll(/(?<![\\$])\$([^$\n]+?)\$/g)].map((m) => ({
    expr: m[1] ?? '',
    display: false,
  }));
  return [...display, ...inline];
}

// Whether TeX renders does not depend on which digits it holds, so expressions that differ only in
// their numbers are rendered once (generators make thousands of them).
const rendered = new Map<string, string | null>();

/** The KaTeX errors of a text's math, as readable lines (none when every expression renders). */
export function mathErrors(text: string): string[] {
  const errors: string[] = [];
  for (const { expr, display } of mathOf(text)) {
    const shape = `${display ? 'D' : 'I'}${expr.replace(/\d+/g, '0')}`;
    let error = rendered.get(shape);
    if (error === undefined) {
      try {
        katex.renderToString(expr, { throwOnError: true, displayMode: display });
        error = null;
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      rendered.set(shape, error);
    }
    if (error) errors.push(`${expr}: ${error}`);
  }
  return errors;
}
