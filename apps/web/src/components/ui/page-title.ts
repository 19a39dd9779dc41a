import { useEffect } from 'react';

/** Sets the document title while the page is shown (the server sends the same title in the HTML). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.includes('PrepArena') ? title : `${title} | PrepArena`;
  }, [title]);
}
