// Toasts and the loading indicator must show above an open modal <dialog>, which sits in the
// browser's top layer over everything else. A manual popover is in the top layer too, ordered by
// when it was shown: re-showing it when its content changes puts it above the newest dialog.
import { useLayoutEffect, type RefObject } from 'react';

export function useTopLayer(ref: RefObject<HTMLElement | null>, key: unknown): void {
  useLayoutEffect(() => {
    const el = ref.current;
    // Older engines (and happy-dom) lack popovers: the element stays a fixed-position box.
    if (!el || typeof el.showPopover !== 'function') return;
    if (el.matches(':popover-open')) el.hidePopover();
    el.showPopover();
  }, [ref, key]);
}
