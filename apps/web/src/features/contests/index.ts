// Contests: the schedule, contest pages, the arena, results and any-time tests; its admin screen is
// the Contests tab.
export { ContestsPanel } from './admin/components/contests-panel';
export { ArenaPage } from './routes/arena';
export { ArenaEntryPage } from './routes/arena-entry';
export { ContestPage } from './routes/contest';
export { ContestsPage } from './routes/contests';
export { LeaderboardPage } from './routes/leaderboard';
export { TestsPage } from './routes/tests';
