// What a screen adds to the page header the router draws (header-actions.tsx):
// `useHeaderActions({ onRefresh: refresh })`. A module of its own, with the screens that use it:
// the home, the first screen, adds nothing.
// @chunk screen-header: a chunk of its own, so that no screen loads another's for it (docs/build.md).
import { useContext, useEffect, useRef } from 'react';
import { HeaderActionsContext, type HeaderActions } from './header-actions.tsx';

export function useHeaderActions(actions: HeaderActions): void {
  const register = useContext(HeaderActionsContext);
  // Handlers change with every render of the screen: the header calls whichever is current, so
  // a new handler neither re-registers nor re-renders the header.
  const latest = useRef(actions);
  latest.current = actions;
  const { title, onRefresh, rightAction } = actions;
  const hasRefresh = onRefresh !== undefined;
  const rightLabel = rightAction?.label;
  useEffect(() => {
    if (!register) return undefined;
    const right = latest.current.rightAction;
    register({
      ...(title !== undefined ? { title } : {}),
      ...(hasRefresh ? { onRefresh: () => latest.current.onRefresh?.() } : {}),
      ...(right ? { rightAction: { icon: right.icon, label: right.label, run: () => latest.current.rightAction?.run() } } : {}),
    });
    return () => register(null);
  }, [register, title, hasRefresh, rightLabel]);
}
