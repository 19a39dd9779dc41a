import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '@/components/ui/scroll-region';

const MIN = 20;
const MAX = 80;
const STEP = 5;
const LEFT_PANE =
  'min-w-0 lg:sticky lg:top-32 lg:max-h-[calc(100vh-9rem)] lg:self-start lg:overflow-y-auto lg:pr-2';
const clamp = (value: number) => Math.min(MAX, Math.max(MIN, Math.round(value)));

/**
 * The exam split screen: passage or chart on the left, the question on the right, with a
 * draggable (and keyboard-movable) separator. Below `lg` the panes stack and the separator hides.
 */
export function SplitPane({ left, right }: { left: ReactNode; right: ReactNode }) {
  const { t } = useTranslation();
  const [percent, setPercent] = useState(50);
  const container = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const moveTo = (clientX: number) => {
    const box = container.current?.getBoundingClientRect();
    if (box && box.width > 0) setPercent(clamp(((clientX - box.left) / box.width) * 100));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) moveTo(event.clientX);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? percent - STEP
        : event.key === 'ArrowRight'
          ? percent + STEP
          : event.key === 'Home'
            ? MIN
            : event.key === 'End'
              ? MAX
              : null;
    if (next === null) return;
    event.preventDefault();
    setPercent(clamp(next));
  };

  return (
    <div
      ref={container}
      className="flex flex-col gap-4 lg:grid lg:gap-0 lg:grid-cols-[var(--split-left)_0.75rem_minmax(0,1fr)]"
      style={{ '--split-left': `${percent}%` } as React.CSSProperties}
    >
      <ScrollRegion id="arena-left-pane" className={LEFT_PANE} label={t('contests.arena.passage')}>
        {left}
      </ScrollRegion>
      {/* biome-ignore lint/a11y/useSemanticElements: an <hr> cannot be focused and dragged; this is the ARIA window splitter pattern */}
      <div
        role="separator"
        tabIndex={0}
        aria-orientation="vertical"
        aria-label={t('contests.arena.resize')}
        aria-controls="arena-left-pane"
        aria-valuenow={percent}
        aria-valuemin={MIN}
        aria-valuemax={MAX}
        className="hidden cursor-col-resize touch-none items-center justify-center rounded focus-visible:outline-2 focus-visible:outline-primary lg:flex"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={() => {
          dragging.current = false;
        }}
        onKeyDown={onKeyDown}
      >
        <span className="h-16 w-1 rounded-full bg-base-300" aria-hidden="true" />
      </div>
      <div className="min-w-0 lg:pl-2">{right}</div>
    </div>
  );
}
