/** The parts of a Markdown syntax tree this plugin looks at. */
interface MdNode {
  type: string;
  value?: string;
  children?: MdNode[];
}

/** Splits text nodes at newlines into text and hard breaks, inside every node that has children. */
function withBreaks(node: MdNode): void {
  if (!node.children) return;
  node.children = node.children.flatMap((child) => {
    if (child.type === 'text' && child.value?.includes('\n')) {
      return child.value.split('\n').flatMap((value, i) => {
        const text = { type: 'text', value };
        return i === 0 ? [text] : [{ type: 'break' }, text];
      });
    }
    withBreaks(child);
    return [child];
  });
}

/**
 * A remark plugin: every single newline inside a paragraph is a line break. Question texts are
 * written line by line (statements, conclusions, clues), unlike lessons, which use CommonMark's
 * rule that a lone newline is a space.
 */
export function remarkLineBreaks() {
  return (tree: MdNode) => withBreaks(tree);
}
