import { ROUTES } from '@/config/paths';
import { currentPath, loginPathFor } from './return-path';
import { STORAGE_KEYS, storage } from './storage';

/** An API error: the server's `{ message, code }` with the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** Paths under which a 401 leaves the visitor where they are (spec section 8). */
const PUBLIC_AREAS = [ROUTES.practice, ROUTES.questionLists, ROUTES.lists];

type UnauthorizedListener = () => void;
let onUnauthorized: UnauthorizedListener = () => {
  storage.remove(STORAGE_KEYS.authToken);
  storage.remove(STORAGE_KEYS.userCache);
  window.location.assign(loginPathFor(currentPath(window.location)));
};

/** The session layer replaces the default 401 behaviour so it can clear its state first. */
export function setUnauthorizedListener(listener: UnauthorizedListener): void {
  onUnauthorized = listener;
}

function inPublicArea(pathname: string): boolean {
  return PUBLIC_AREAS.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Send without the bearer header (public calls). */
  anonymous?: boolean;
  /**
   * The caller deals with a 401 itself (the answer panel keeps the unsent answer and asks to sign
   * in again where the learner is): the global rule of spec section 8 is not applied.
   */
  ownUnauthorized?: boolean;
}

type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Where requests go: the browser's fetch, or (when the server renders a page, entry-server.tsx)
 * the server's own routes, answered in process.
 */
export function setApiTransport(next: Transport): void {
  transport = next;
}

/** The one HTTP client: JSON in and out, bearer token, the 401 rule, errors as ApiError. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.anonymous ? null : storage.get(STORAGE_KEYS.authToken);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Network error. Please check your connection and try again.', 'NETWORK');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const body = (data ?? {}) as { message?: string; code?: string };
    if (
      response.status === 401 &&
      token &&
      !options.ownUnauthorized &&
      !inPublicArea(window.location.pathname)
    )
      onUnauthorized();
    throw new ApiError(response.status, body.message ?? response.statusText, body.code ?? 'HTTP_ERROR');
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The server's message of an error, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
