// Applies docs/behaviour/9-constants.md's root font size and wide-screen class to this element from its own width.
import { useLayoutEffect, type RefObject } from 'react';
import { useHost } from './host-context.ts';
import { followRootSize } from './root-font-size.ts';

export function useRootSize(root: RefObject<HTMLElement | null>): void {
  const { host } = useHost();
  useLayoutEffect(() => {
    if (!root.current) return undefined;
    return followRootSize(host, root.current);
  }, [host, root]);
}
