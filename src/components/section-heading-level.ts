// The level of a screen's own section headings, which the router sets for the screen it shows
// (section-heading.tsx reads it). A module of its own, so the router does not carry the heading.
import { createContext, useContext } from 'react';

/**
 * The level of a screen's own section headings: one below the page header's title, which is an
 * h1 in <booking-app> (the page) and an h2 in a widget (the host page owns the h1).
 */
export const SectionHeadingLevelContext = createContext<2 | 3>(2);

export function useSectionHeadingLevel(): 2 | 3 {
  return useContext(SectionHeadingLevelContext);
}
