// A list item that slides left under a finger or a mouse to reveal its delete button (docs/behaviour/2-screens.md
// My favourites; the rules of the gesture in src/domain/swipe-reveal.ts). The item moves through
// the Web Animations API, which writes no style attribute, so the strict CSP holds. The row says
// `touch-action: pan-y`: a vertical move stays the browser's scroll, a sideways one comes here.
// The swipe is a shortcut: every item also has a visible delete button for keyboard and mouse.
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { SWIPE_ACTION_PX, swipeAxis, swipeOffset, swipeRevealed, type SwipeAxis } from '../../domain/swipe-reveal.ts';

/** How long the item takes to settle open or closed after a release. */
const SETTLE_MS = 160;

interface Gesture {
  pointerId: number;
  x: number;
  y: number;
  /** The item's offset when the pointer went down. */
  start: number;
  axis: SwipeAxis;
}

export interface SwipeRowProps {
  /** Whether the delete button is revealed; the list keeps one item open at a time. */
  revealed: boolean;
  onReveal(revealed: boolean): void;
  /** The button the swipe reveals; out of sight (and of the Tab order) while the item is closed. */
  action: ReactNode;
  /** The item itself. */
  children: ReactNode;
}

const reducedMotion = () => globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export function SwipeRow({ revealed, onReveal, action, children }: SwipeRowProps) {
  const front = useRef<HTMLDivElement>(null);
  const offset = useRef(0);
  const motion = useRef<Animation | null>(null);
  const gesture = useRef<Gesture | null>(null);
  // A drag ends in a click on whatever was under the pointer: that click is the drag's, not a tap.
  const dragEnded = useRef(false);
  const [dragging, setDragging] = useState(false);

  const place = useCallback((x: number, settle: boolean) => {
    const from = offset.current;
    offset.current = x;
    const el = front.current;
    if (!el || typeof el.animate !== 'function') return;
    const next = el.animate([{ transform: `translateX(${from}px)` }, { transform: `translateX(${x}px)` }], {
      duration: settle && !reducedMotion() ? SETTLE_MS : 0,
      easing: 'ease-out',
      fill: 'forwards',
    });
    motion.current?.cancel();
    motion.current = next;
  }, []);

  // Opened or closed from outside (another item opened, the item deleted): slide there.
  useLayoutEffect(() => {
    const target = revealed ? -SWIPE_ACTION_PX : 0;
    if (!gesture.current && offset.current !== target) place(target, true);
  }, [revealed, place]);
  useEffect(() => () => motion.current?.cancel(), []);

  function pointerDown(event: PointerEvent<HTMLDivElement>) {
    dragEnded.current = false;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    gesture.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, start: offset.current, axis: 'undecided' };
  }

  function pointerMove(event: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    if (!g || g.pointerId !== event.pointerId) return;
    const dx = event.clientX - g.x;
    if (g.axis === 'undecided') {
      g.axis = swipeAxis(dx, event.clientY - g.y);
      if (g.axis === 'vertical') gesture.current = null;
      if (g.axis !== 'horizontal') return;
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDragging(true);
    }
    place(swipeOffset(g.start, dx), false);
  }

  function pointerUp(event: PointerEvent<HTMLDivElement>) {
    const g = gesture.current;
    gesture.current = null;
    if (!g || g.pointerId !== event.pointerId || g.axis !== 'horizontal') return;
    dragEnded.current = true;
    setDragging(false);
    const open = swipeRevealed(offset.current);
    place(open ? -SWIPE_ACTION_PX : 0, true);
    if (open !== revealed) onReveal(open);
  }

  function pointerCancel() {
    const g = gesture.current;
    gesture.current = null;
    if (g?.axis !== 'horizontal') return;
    setDragging(false);
    place(revealed ? -SWIPE_ACTION_PX : 0, true);
  }

  function clickCapture(event: MouseEvent<HTMLDivElement>) {
    if (dragEnded.current) {
      dragEnded.current = false;
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    // A tap on an open item closes it, as on a phone's own lists; Enter or Space (detail 0) acts.
    if (revealed && event.detail > 0 && front.current?.contains(event.target as Node)) {
      event.preventDefault();
      event.stopPropagation();
      onReveal(false);
    }
  }

  return (
    <div
      className={dragging ? 'cb-swipe cb-swipe--dragging' : 'cb-swipe'}
      onPointerDown={pointerDown}
      onPointerMove={pointerMove}
      onPointerUp={pointerUp}
      onPointerCancel={pointerCancel}
      onClickCapture={clickCapture}
    >
      {(revealed || dragging) && <div className="cb-swipe__action">{action}</div>}
      <div className="cb-swipe__front" ref={front}>
        {children}
      </div>
    </div>
  );
}
