import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { richTextHash } from '@preparena/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { htmlStoreWriter, openHtmlStore } from './html-store.js';

const dir = mkdtempSync(path.join(tmpdir(), 'html-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the store of typeset texts', () => {
  it('gives back each text the build stored, in any script, and nothing for a text it never saw', async () => {
    const file = path.join(dir, 'texts');
    const writer = htmlStoreWriter(file, 'v1');
    const texts = Array.from({ length: 500 }, (_, i) => [
      `Text ${i} $x^${i}$`,
      `<p>HTML ${i} — दो ₹${i}</p>`,
    ]);
    for (const [text, html] of texts) writer.add(...richTextHash(text as string, 'lines'), html as string);
    // The same text again is kept once.
    writer.add(...richTextHash('Text 0 $x^0$', 'lines'), '<p>other</p>');
    expect(writer.finish().texts).toBe(500);

    const store = openHtmlStore(file, 'v1');
    expect(store?.size).toBe(500);
    for (const [text, html] of texts) expect(store?.get(...richTextHash(text as string, 'lines'))).toBe(html);
    expect(store?.get(...richTextHash('Text 0 $x^0$', 'prose'))).toBeUndefined();
    expect(store?.get(...richTextHash('never stored', 'lines'))).toBeUndefined();
    // Read off the event loop: the same UTF-8 bytes.
    for (const [text, html] of texts.slice(0, 50)) {
      const bytes = await store?.readBytes(...richTextHash(text as string, 'lines'));
      expect(bytes?.toString('utf8')).toBe(html);
    }
    expect(await store?.readBytes(...richTextHash('never stored', 'lines'))).toBeUndefined();
    store?.close();
  });

  it('does not read a store another renderer version wrote, or one that is not there', () => {
    const file = path.join(dir, 'old');
    const writer = htmlStoreWriter(file, 'v1');
    writer.add(1, 2, '<p>old</p>');
    writer.finish();
    expect(openHtmlStore(file, 'v2')).toBeUndefined();
    expect(openHtmlStore(path.join(dir, 'missing'), 'v1')).toBeUndefined();
  });
});
