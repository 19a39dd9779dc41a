import { fstatSync, read, readSync } from 'node:fs';

/** How much of the file one background read takes in (one read in flight at a time). */
const CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * A synchronous read slower than this may have gone to the disk (or only waited for a core): it
 * did if the process's count of blocks read from disk (`getrusage`) went up since the last look.
 */
const SLOW_READ_MS = 0.5;
/** How long reads stay off the event loop after one went to the disk. */
const BACK_OFF_MS = 30_000;
/** Reads asked for before the file is read through: a process that reads little never does it. */
const READS_BEFORE_WARMING = 1000;

/**
 * Synchronous reads of a large file while it is in the page cache. Once the file is read often
 * (`READS_BEFORE_WARMING`), it is read through once in the background (chunk by chunk, off the event
 * loop); until then `readSync` does nothing. After that, a synchronous read that went to the disk
 * (the kernel dropped the part it read; some kernels reclaim cold pages early) turns synchronous
 * reads off for `BACK_OFF_MS`: the file is not read through again, so at worst this process reads
 * off the event loop as it did without this, after one read that waited for the disk.
 */
export function residentReads(fd: number, readsBeforeWarming = READS_BEFORE_WARMING) {
  let resident = false;
  let warming = false;
  let stopped = false;
  let blocksRead = 0;
  let asked = 0;
  let asyncUntil = 0;
  const size = fstatSync(fd).size;
  const warm = () => {
    if (warming || stopped) return;
    warming = true;
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(size, 1)));
    const next = (position: number) => {
      if (stopped) return;
      if (position >= size) {
        resident = true;
        blocksRead = process.resourceUsage().fsRead;
        return;
      }
      read(fd, chunk, 0, chunk.length, position, (error, bytesRead) => {
        // A failed read-through leaves reads off the event loop for good.
        if (!error && bytesRead > 0) next(position + bytesRead);
      });
    };
    next(0);
  };
  return {
    /**
     * Reads `length` bytes at `position` into `into` when synchronous reads are on; false when
     * they are off (then read asynchronously).
     */
    readSync(into: Buffer, length: number, position: number): boolean {
      if (!resident) {
        asked += 1;
        if (asked >= readsBeforeWarming) warm();
        return false;
      }
      const started = performance.now();
      if (started < asyncUntil) return false;
      readSync(fd, into, 0, length, position);
      if (performance.now() - started > SLOW_READ_MS) {
        const now = process.resourceUsage().fsRead;
        if (now > blocksRead) asyncUntil = performance.now() + BACK_OFF_MS;
        blocksRead = now;
      }
      return true;
    },
    /** Whether the file has been read through (synchronous reads are on unless backing off). */
    get resident() {
      return resident;
    },
    stop() {
      stopped = true;
    },
  };
}
