// A heading inside a screen, one level below the page header's title (h2 under <booking-app>'s
// h1, h3 under a widget's h2), so the outline a screen reader lists reads the same in both.
import { createContext, useContext, type ReactNode } from 'react';

/**
 * The level of a screen's own section headings: one below the page header's title, which is an
 * h1 in <booking-app> (the page) and an h2 in a widget (the host page owns the h1).
 */
export const SectionHeadingLevelContext = createContext<2 | 3>(2);

export function useSectionHeadingLevel(): 2 | 3 {
  return useContext(SectionHeadingLevelContext);
}

export function SectionHeading({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  const Tag = useSectionHeadingLevel() === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
