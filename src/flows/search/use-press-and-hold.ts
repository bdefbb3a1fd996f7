// Pressing and holding a control for a while (the home search icon's 12 s, SPEC.md §9): the
// handlers to spread on it, and whether the hold has just fired, so that the click which ends
// the press does not also do the control's ordinary action.
import { useEffect, useRef, type HTMLAttributes } from 'react';

export interface PressAndHold {
  handlers: Pick<HTMLAttributes<HTMLElement>, 'onPointerDown' | 'onPointerUp' | 'onPointerLeave' | 'onPointerCancel' | 'onContextMenu'>;
  /** True once after the hold fired: read it in the click handler, which it resets. */
  takeFired(): boolean;
}

export function usePressAndHold(ms: number, run: () => void): PressAndHold {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fired = useRef(false);
  const latest = useRef(run);
  latest.current = run;
  const stop = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
  };
  useEffect(() => stop, []);
  return {
    handlers: {
      onPointerDown: () => {
        stop();
        fired.current = false;
        timer.current = setTimeout(() => {
          timer.current = undefined;
          fired.current = true;
          latest.current();
        }, ms);
      },
      onPointerUp: stop,
      onPointerLeave: stop,
      onPointerCancel: stop,
      // A long touch opens the browser's menu on the icon instead; the hold is the menu here.
      onContextMenu: (event) => event.preventDefault(),
    },
    takeFired: () => {
      const was = fired.current;
      fired.current = false;
      return was;
    },
  };
}
