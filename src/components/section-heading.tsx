// A heading inside a screen, one level below the page header's title (h2 under <booking-app>'s
// h1, h3 under a widget's h2), so the outline a screen reader lists reads the same in both.
import type { ReactNode } from 'react';
import { useSectionHeadingLevel } from './section-heading-level.ts';

export function SectionHeading({ id, className, children }: { id?: string; className?: string; children: ReactNode }) {
  const Tag = useSectionHeadingLevel() === 2 ? 'h2' : 'h3';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}
