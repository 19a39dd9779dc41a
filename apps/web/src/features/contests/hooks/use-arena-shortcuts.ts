import { useEffect, useRef } from 'react';

export interface ArenaShortcuts {
  pick: (option: number) => void;
  next: () => void;
  previous: () => void;
  save: () => void;
  mark?: () => void;
  clear?: () => void;
  help: () => void;
}

/** Whether a key press belongs to a text field (typing a number must not move the question). */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}

/** 1–9 pick an option, N / P next and previous, S save (or submit), M mark, C clear, ? help. */
export function useArenaShortcuts(shortcuts: ArenaShortcuts, enabled: boolean): void {
  const latest = useRef(shortcuts);
  latest.current = shortcuts;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const s = latest.current;
      const key = event.key.toLowerCase();
      const handlers: Record<string, (() => void) | undefined> = {
        n: s.next,
        p: s.previous,
        s: s.save,
        m: s.mark,
        c: s.clear,
        '?': s.help,
      };
      if (/^[1-9]$/.test(key)) {
        event.preventDefault();
        s.pick(Number(key) - 1);
        return;
      }
      const handler = handlers[key];
      if (handler) {
        event.preventDefault();
        handler();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
