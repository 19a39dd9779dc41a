import {
  closeSync,
  existsSync,
  openSync,
  read,
  readFileSync,
  readSync,
  renameSync,
  writeSync,
} from 'node:fs';

/**
 * A store of rendered texts on disk, written by the build (issue 15: the bank's maths is typeset
 * when it is built, not on a question's first view). Two files: `<name>.html`, the HTML of every text
 * one after another, and `<name>.index`, four float64 per text (the two halves of its
 * `richTextHash`, its byte offset and length), sorted by hash, after a header giving the renderer
 * version it was made with. A reader keeps the index in memory (32 bytes a text) and reads a text's
 * bytes when it is asked for one.
 */
export interface HtmlStore {
  /** The stored record under this hash, if the store has it. */
  get(a: number, b: number): string | undefined;
  /**
   * The same as UTF-8 bytes, as they are on disk (for a response built of bytes), read off the
   * event loop: the file (about 1 GB for the bank) is not always in the page cache, and a
   * synchronous read then stalls every request (question pages, issue 15).
   */
  readBytes(a: number, b: number): Promise<Buffer | undefined>;
  readonly size: number;
  close(): void;
}

const MAGIC = 'preparena-html-store\n';

function header(version: string): Buffer {
  // Padded to a multiple of 8 bytes, so the index that follows is aligned for a Float64Array.
  const text = `${MAGIC}${version}\n`;
  const bytes = Buffer.byteLength(text);
  return Buffer.from(text.padEnd(text.length + ((8 - (bytes % 8)) % 8), ' '));
}

/** Opens a store written for this renderer version, or undefined if there is none (or another version's). */
export function openHtmlStore(path: string, version: string): HtmlStore | undefined {
  const indexPath = `${path}.index`;
  const htmlPath = `${path}.html`;
  if (!existsSync(indexPath) || !existsSync(htmlPath)) return undefined;
  const raw = readFileSync(indexPath);
  const head = header(version);
  if (raw.length < head.length || !raw.subarray(0, head.length).equals(head)) return undefined;
  const index = new Float64Array(raw.buffer.slice(raw.byteOffset + head.length, raw.byteOffset + raw.length));
  const size = index.length / 4;
  const fd = openSync(htmlPath, 'r');
  /** Where the record under this hash is in the HTML file ([offset, length]), if the store has it. */
  const find = (a: number, b: number): [number, number] | undefined => {
    let lo = 0;
    let hi = size - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const ma = index[mid * 4] as number;
      const mb = index[mid * 4 + 1] as number;
      if (ma < a || (ma === a && mb < b)) lo = mid + 1;
      else if (ma > a || mb > b) hi = mid - 1;
      else return [index[mid * 4 + 2] as number, index[mid * 4 + 3] as number];
    }
    return undefined;
  };
  const store: HtmlStore = {
    size,
    get(a, b) {
      const place = find(a, b);
      if (!place) return undefined;
      const bytes = Buffer.allocUnsafe(place[1]);
      readSync(fd, bytes, 0, place[1], place[0]);
      return bytes.toString('utf8');
    },
    readBytes(a, b) {
      const place = find(a, b);
      if (!place) return Promise.resolve(undefined);
      const bytes = Buffer.allocUnsafe(place[1]);
      return new Promise((resolve, reject) =>
        read(fd, bytes, 0, place[1], place[0], (error) => (error ? reject(error) : resolve(bytes))),
      );
    },
    close: () => closeSync(fd),
  };
  return store;
}

/** Writes a store entry by entry (the HTML as it comes), then its sorted index; replaces any old one at the end. */
export function htmlStoreWriter(path: string, version: string) {
  const fd = openSync(`${path}.html.tmp`, 'w');
  const entries: Array<[number, number, number, number]> = [];
  const seen = new Set<string>();
  let offset = 0;
  return {
    /** Adds a text's HTML under its hash (a hash added before is skipped). */
    add(a: number, b: number, html: string) {
      const id = `${a}:${b}`;
      if (seen.has(id)) return;
      seen.add(id);
      const bytes = Buffer.from(html, 'utf8');
      writeSync(fd, bytes);
      entries.push([a, b, offset, bytes.length]);
      offset += bytes.length;
    },
    /** Finishes the files and puts them in place; returns how many texts and bytes they hold. */
    finish(): { texts: number; bytes: number } {
      closeSync(fd);
      entries.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
      const index = new Float64Array(entries.length * 4);
      for (const [i, entry] of entries.entries()) index.set(entry, i * 4);
      const ifd = openSync(`${path}.index.tmp`, 'w');
      writeSync(ifd, header(version));
      writeSync(ifd, new Uint8Array(index.buffer));
      closeSync(ifd);
      renameSync(`${path}.html.tmp`, `${path}.html`);
      renameSync(`${path}.index.tmp`, `${path}.index`);
      return { texts: entries.length, bytes: offset };
    },
  };
}
