// Line icons of the browse screens (the home tiles, its menu and language switcher), inline like
// the shared ones (src/components/icons.tsx). Decorative: the control around each names it.
interface IconProps {
  className?: string;
}

function Svg({ className, path }: IconProps & { path: string }) {
  return (
    <svg className={className ?? 'cb-icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const MenuIcon = (p: IconProps) => <Svg {...p} path="M4 7h16M4 12h16M4 17h16" />;
export const GlobeIcon = (p: IconProps) => <Svg {...p} path="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM3 12h18M12 3c2.5 2.7 3.5 5.7 3.5 9s-1 6.3-3.5 9c-2.5-2.7-3.5-5.7-3.5-9s1-6.3 3.5-9z" />;
export const TicketIcon = (p: IconProps) => <Svg {...p} path="M4 7h16v3a2 2 0 0 0 0 4v3H4v-3a2 2 0 0 0 0-4zM13 7v10" />;
export const CalendarIcon = (p: IconProps) => <Svg {...p} path="M4 6h16v14H4zM4 10h16M8 3v5M16 3v5M8 14h3" />;
export const HistoryIcon = (p: IconProps) => <Svg {...p} path="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2" />;
export const RemoteIcon = (p: IconProps) => <Svg {...p} path="M3 6h13v12H3zM16 10l5-3v10l-5-3" />;
export const BuildingIcon = (p: IconProps) => <Svg {...p} path="M4 21V8l8-5 8 5v13M4 21h16M9 21v-6h6v6M8 11h.01M12 11h.01M16 11h.01" />;
export const FlameIcon = (p: IconProps) => <Svg {...p} path="M12 21c-4 0-6-2.7-6-6 0-4 3-6 4-9 1.5 2 2 3.5 2 5 1-1 1.8-2 2-3.5 2 2 4 4.5 4 7.5 0 3.3-2 6-6 6z" />;
export const ChevronRightIcon = (p: IconProps) => <Svg {...p} path="M9 6l6 6-6 6" />;
export const StarIcon = (p: IconProps) => <Svg {...p} path="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z" />;
