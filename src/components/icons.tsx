// The few line icons the shared pieces use, drawn inline so no image request and no CSP rule is
// needed. Decorative: the button around each icon carries the accessible name.
export interface IconProps {
  className?: string;
}

export function Svg({ className, path }: IconProps & { path: string }) {
  return (
    <svg className={className ?? 'cb-icon'} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export const BackIcon = (p: IconProps) => <Svg {...p} path="M15 18l-6-6 6-6" />;
export const HomeIcon = (p: IconProps) => <Svg {...p} path="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />;
export const RefreshIcon = (p: IconProps) => <Svg {...p} path="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" />;
export const CloseIcon = (p: IconProps) => <Svg {...p} path="M6 6l12 12M18 6L6 18" />;
export const ChevronDownIcon = (p: IconProps) => <Svg {...p} path="M6 9l6 6 6-6" />;
export const SearchIcon = (p: IconProps) => <Svg {...p} path="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM16 16l4.5 4.5" />;
export const EmptyIcon = (p: IconProps) => <Svg {...p} path="M4 7h16v12H4zM4 7l2-3h12l2 3M9 12h6" />;
export const AlertIcon = (p: IconProps) => <Svg {...p} path="M12 3l10 18H2zM12 10v5M12 18v.5" />;
export const ExternalIcon = (p: IconProps) => <Svg {...p} path="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" />;
