import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { residentReads } from './resident-reads.js';

const dir = mkdtempSync(path.join(tmpdir(), 'resident-reads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('synchronous reads of a file read through first', () => {
  it('reads nothing synchronously until the file is read often and was read in, then the right bytes', async () => {
    // Larger than one background read, so it takes several.
    const content = Buffer.alloc(20 * 1024 * 1024 + 123);
    for (let i = 0; i < content.length; i += 4096) content.write(`block ${i}`, i);
    const file = path.join(dir, 'big');
    writeFileSync(file, content);
    const fd = openSync(file, 'r');
    const reads = residentReads(fd, 3);
    const into = Buffer.alloc(16);
    expect(reads.readSync(into, 16, 0)).toBe(false);
    expect(reads.readSync(into, 16, 0)).toBe(false);
    await new Promise((r) => setTimeout(r, 200));
    expect(reads.resident).toBe(false);
    // The third read asked for starts reading the file in.
    expect(reads.readSync(into, 16, 0)).toBe(false);
    for (let i = 0; i < 500 && !reads.resident; i++) await new Promise((r) => setTimeout(r, 10));
    expect(reads.resident).toBe(true);
    for (const at of [0, 4096 * 7, content.length - 16]) {
      expect(reads.readSync(into, 16, at)).toBe(true);
      expect(into.equals(content.subarray(at, at + 16))).toBe(true);
    }
    reads.stop();
    closeSync(fd);
  });
});
