/** The parts of a Markdown syntax tree (and its file) this plugin looks at. */
interface MdNode {
  type: string;
  children?: MdNode[];
  position?: { start: { offset?: number } };
  data?: { hProperties?: Record<string, unknown> };
}
interface SourceFile {
  value?: unknown;
}

/**
 * A remark plugin (after remark-math): a paragraph that is nothing but `$$…$$` on one line is a
 * display formula, as authors mean it, not inline maths. remark-math reads `$$` inside a line as
 * inline, so such a formula ran on as one unbreakable line and broke out of a phone's width; as a
 * display formula it is centred on its own and scrolls inside its box.
 */
export function remarkDisplayMath() {
  return (tree: MdNode, file?: SourceFile) => {
    const source = typeof file?.value === 'string' ? file.value : String(file?.value ?? '');
    const visit = (node: MdNode) => {
      for (const child of node.children ?? []) {
        const only =
          child.type === 'paragraph' && child.children?.length === 1 ? child.children[0] : undefined;
        const offset = only?.position?.start.offset;
        if (only?.type === 'inlineMath' && offset !== undefined && source.startsWith('$$', offset)) {
          only.data = {
            ...only.data,
            hProperties: { ...only.data?.hProperties, className: ['language-math', 'math-display'] },
          };
        }
        visit(child);
      }
    };
    visit(tree);
  };
}

/** The parts of an HTML syntax tree the rehype plugin below looks at. */
interface HastNode {
  type: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * A rehype plugin (after rehype-katex): a display formula scrolls sideways when it is wider than
 * the screen, so it takes keyboard focus (tabindex 0), or a keyboard user could not scroll it.
 */
export function rehypeFocusableDisplayMath() {
  const visit = (node: HastNode) => {
    const classes = node.properties?.className;
    if (node.type === 'element' && Array.isArray(classes) && classes.includes('katex-display'))
      node.properties = { ...node.properties, tabIndex: 0 };
    for (const child of node.children ?? []) visit(child);
  };
  return (tree: HastNode) => visit(tree);
}
