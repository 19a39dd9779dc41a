import { setFlagsFromString } from 'node:v8';

/**
 * V8's garbage collector without concurrent marking (marking stays incremental, on the main thread).
 * Imported first by server.ts, before the app allocates anything.
 *
 * Under steady load on these 2-core machines a server process fell, at random from one start to
 * the next, into a state where each young-generation collection copied about 3.5 MB of objects
 * that died soon after (a third of all it allocated), old space filled with them and a major GC
 * ran every 3 s, which kept the state going; the 404 floor of `npm run bench` ran at 13,000-18,000
 * req/s in that state and 24,000-31,000 outside it. Without concurrent marking none of the nine
 * runs tried entered it (`--trace-gc-nvp`: promoted=0 per scavenge). README, "Benchmark".
 */
setFlagsFromString('--no-concurrent-marking');
