import { type Leaderboard, standingsEventSchema } from '@preparena/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useSession } from '@/lib/session/use-session';
import { contestsKey } from '../api/contests-key';
import { leaderboardKey, leaderboardQueryKey } from '../api/get-leaderboard';
import { type LeaderboardView, mergeStandings } from '../lib/leaderboard';

/** A page whose places moved is asked for again at most this often. */
const REFETCH_EVERY_MS = 1000;

/**
 * Follows a contest's standings over Server-Sent Events while `enabled`: a `standings` event updates
 * the rows on the page in place (and refetches the page, at most once a second, when places moved);
 * `refresh` refetches the whole board. EventSource reconnects by itself. Returns whether it is
 * connected now.
 */
export function useLeaderboardStream(
  contestId: string,
  page: number,
  view: LeaderboardView,
  enabled: boolean,
): boolean {
  const client = useQueryClient();
  const { user } = useSession();
  const userId = user?._id;
  const [connected, setConnected] = useState(false);
  const lastRefetch = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') {
      setConnected(false);
      return;
    }
    const key = leaderboardQueryKey(contestId, page, view, userId);
    const refetchPage = () => {
      lastRefetch.current = Date.now();
      timer.current = undefined;
      void client.refetchQueries({ queryKey: key, exact: true });
    };
    const scheduleRefetch = () => {
      if (timer.current !== undefined) return;
      const wait = lastRefetch.current + REFETCH_EVERY_MS - Date.now();
      if (wait <= 0) refetchPage();
      else timer.current = window.setTimeout(refetchPage, wait);
    };
    const source = new EventSource(`/api/contests/${encodeURIComponent(contestId)}/leaderboard/stream`);
    source.onopen = () => setConnected(true);
    source.onerror = () => setConnected(source.readyState === EventSource.OPEN);
    source.addEventListener('standings', (message) => {
      const parsed = standingsEventSchema.safeParse(safeJson((message as MessageEvent<string>).data));
      if (!parsed.success) return;
      let refetch = false;
      client.setQueryData<Leaderboard>(key, (old) => {
        if (!old) return old;
        const merged = mergeStandings(old, parsed.data, view);
        refetch = merged.refetch;
        return merged.board;
      });
      if (refetch) scheduleRefetch();
    });
    source.addEventListener('refresh', () => {
      void client.invalidateQueries({ queryKey: leaderboardKey(contestId, userId) });
      void client.invalidateQueries({ queryKey: [...contestsKey(userId), 'contest', contestId] });
    });
    return () => {
      source.close();
      window.clearTimeout(timer.current);
      timer.current = undefined;
      setConnected(false);
    };
  }, [client, contestId, page, view, userId, enabled]);

  return connected;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
