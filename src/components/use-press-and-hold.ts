// Press and hold (docs/behaviour/2-screens.md: holding the home search bar's icon for 12 s opens the hidden About
// page): the pointer goes down, stays `ms`, and `onHold` runs; lifting it, leaving or a cancelled
// gesture before then runs nothing. The click that ends a hold is not a click.
import { useEffect, useRef, type PointerEvent } from 'react';

export interface PressAndHold {
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerUp(): void;
    onPointerLeave(): void;
    onPointerCancel(): void;
    onContextMenu(event: { preventDefault(): void }): void;
  };
  /** True once for the click that ends a hold (the caller skips that click). */
  endedHold(): boolean;
}

export function usePressAndHold(ms: number, onHold: (() => void) | undefined): PressAndHold {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const held = useRef(false);
  const latest = useRef(onHold);
  latest.current = onHold;
  const stop = () => clearTimeout(timer.current);
  useEffect(() => stop, []);
  return {
    handlers: {
      onPointerDown: (event) => {
        if (!latest.current || event.button !== 0) return;
        held.current = false;
        stop();
        timer.current = setTimeout(() => {
          held.current = true;
          latest.current?.();
        }, ms);
      },
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
      // A long touch would open the browser's context menu instead.
      onContextMenu: (event) => {
        if (latest.current) event.preventDefault();
      },
    },
    endedHold: () => {
      const was = held.current;
      held.current = false;
      return was;
    },
  };
}
