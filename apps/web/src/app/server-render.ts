import type { DehydratedState } from '@tanstack/react-query';
import { keepServerPageHtml } from '@/lib/server-page-html';
import { storedToken } from '@/lib/session/session-store';
import { STORAGE_KEYS, storage } from '@/lib/storage';

/** The id of the script element holding what the server rendered the page from (page-renderer.ts). */
export const SERVER_STATE_ID = 'ssr-state';

interface ServerState {
  lang: string;
  queries: DehydratedState;
}

let serverQueries: DehydratedState | undefined;

/**
 * Whether the page in #root is the server's rendering of what this visitor would see; if so, its
 * data waits for the data cache (page-data.tsx). The server renders as an anonymous visitor in the
 * language of the `language` cookie: what only the device knows (a sign-in, a question language
 * chosen apart from the interface's) makes the browser render the page itself.
 */
export function readServerRender(language: string): boolean {
  const element = document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return false;
  let state: ServerState;
  try {
    state = JSON.parse(element.textContent) as ServerState;
  } catch {
    return false;
  }
  if (state.lang !== language || storedToken() || storage.get(STORAGE_KEYS.questionLanguage)) return false;
  serverQueries = state.queries;
  // The texts' HTML is in the page, not in the data (entry-server.tsx): read before hydrating.
  keepServerPageHtml(document.getElementById('root') ?? document);
  return true;
}

/** The server's data for the cache, once (later pages fetch their own). */
export function takeServerQueries(): DehydratedState | undefined {
  const queries = serverQueries;
  serverQueries = undefined;
  return queries;
}
