import { fstatSync, read, readSync } from 'node:fs';

/** How much of the file one background read takes in (one read in flight at a time). */
const CHUNK_BYTES = 8 * 1024 * 1024;
/**
 * A synchronous read slower than this may have gone to the disk (or only waited for a core): it
 * did if the process's count of blocks read from disk (`getrusage`) went up since the last look.
 */
const SLOW_READ_MS = 2;
/** Reads asked for before the file is read through: a process that reads little never does it. */
const READS_BEFORE_WARMING = 1000;

/**
 * Synchronous reads of a large file for as long as it is in the page cache. Once the file is read
 * often (`READS_BEFORE_WARMING`), it is read through in the background (chunk by chunk, off the
 * event loop); until then `readSync` does nothing. A synchronous read that went to the disk (the
 * kernel dropped some of the file) turns them off again until the file has been read through anew.
 */
export function residentReads(fd: number, readsBeforeWarming = READS_BEFORE_WARMING) {
  let resident = false;
  let warming = false;
  let stopped = false;
  let blocksRead = 0;
  let asked = 0;
  const size = fstatSync(fd).size;
  const warm = () => {
    if (warming || stopped) return;
    warming = true;
    const chunk = Buffer.allocUnsafe(Math.min(CHUNK_BYTES, Math.max(size, 1)));
    const next = (position: number) => {
      if (stopped) return;
      if (position >= size) {
        warming = false;
        resident = true;
        blocksRead = process.resourceUsage().fsRead;
        return;
      }
      read(fd, chunk, 0, chunk.length, position, (error, bytesRead) => {
        if (error || bytesRead === 0) {
          warming = false;
          return;
        }
        next(position + bytesRead);
      });
    };
    next(0);
  };
  return {
    /** Reads `length` bytes at `position` into `into` if the file is resident; false when it is not (read it asynchronously). */
    readSync(into: Buffer, length: number, position: number): boolean {
      if (!resident) {
        asked += 1;
        if (asked >= readsBeforeWarming) warm();
        return false;
      }
      const started = performance.now();
      readSync(fd, into, 0, length, position);
      if (performance.now() - started > SLOW_READ_MS) {
        const now = process.resourceUsage().fsRead;
        if (now > blocksRead) {
          resident = false;
          warm();
        }
        blocksRead = now;
      }
      return true;
    },
    /** Whether synchronous reads are on (the file has been read through). */
    get resident() {
      return resident;
    },
    stop() {
      stopped = true;
    },
  };
}
