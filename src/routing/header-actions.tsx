// The router draws the page header; a screen only says what it adds there: a refresh (the header
// locks it for the 6 s cooldown of docs/behaviour/4-states.md), an action on the right, or a title of its own
// (the ticket page's depends on the ticket), through `useHeaderActions` (use-header-actions.ts).
import { createContext, type ReactNode } from 'react';

export interface HeaderActions {
  /** Already translated; the route table's title otherwise. */
  title?: string;
  onRefresh?: () => void;
  /** Its icon is taken when the action appears or its label changes. */
  rightAction?: { icon: ReactNode; label: string; run(): void };
}

export const HeaderActionsContext = createContext<((actions: HeaderActions | null) => void) | null>(null);
