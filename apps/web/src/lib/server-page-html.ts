/**
 * The HTML of rich texts as the server's page already carries it (issue 15). A page rendered on the
 * server holds each text's HTML once, in the document (`data-rich-key` on the RichText element),
 * and not a second time in the data sent beside it: the app reads it back from the document before
 * it hydrates. The same string then serves every later render of that text, so data refetched
 * later (the server's own string for the same key) does not make React write the HTML again.
 */
const fromPage = new Map<string, string>();

/** The attribute naming a rendered text's key on the element that holds its HTML. */
export const RICH_KEY_ATTRIBUTE = 'data-rich-key';

/** Reads the texts' HTML out of the server's page in `root`, before the app takes it over. */
export function keepServerPageHtml(root: ParentNode): void {
  for (const element of root.querySelectorAll(`[${RICH_KEY_ATTRIBUTE}]`)) {
    const key = element.getAttribute(RICH_KEY_ATTRIBUTE);
    if (key && !fromPage.has(key)) fromPage.set(key, element.innerHTML);
  }
}

/** A text's HTML as the server's page carried it, if it did. */
export const serverPageHtml = (key: string): string | undefined => fromPage.get(key);
