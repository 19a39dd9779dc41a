import type { ReactNode } from 'react';

/**
 * A box that scrolls on its own (a wide table on a phone, an exam's passage pane). It takes focus so
 * keyboard users can scroll it, and is named by its heading or a label.
 */
export function ScrollRegion({
  labelledBy,
  label,
  id,
  className = '',
  children,
}: {
  labelledBy?: string;
  label?: string;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  const name = labelledBy ? { 'aria-labelledby': labelledBy } : { 'aria-label': label };
  const cls = `scroll-cue overflow-x-auto ${className}`;
  return (
    // biome-ignore lint/a11y: a scrollable region must take focus to be scrolled by keyboard (axe scrollable-region-focusable)
    <div id={id} className={cls} tabIndex={0} role="region" {...name}>
      {children}
    </div>
  );
}
