// The line icons of the booking pickers (month and page arrows, the finder's marks), apart from
// the shared set so that the first screen of every element does not carry them.
import { Svg, type IconProps } from './icons.tsx';

export const ChevronLeftIcon = (p: IconProps) => <Svg {...p} path="M15 6l-6 6 6 6" />;
export const ChevronRightIcon = (p: IconProps) => <Svg {...p} path="M9 6l6 6-6 6" />;
export const ChevronsLeftIcon = (p: IconProps) => <Svg {...p} path="M12 6l-6 6 6 6M18 6l-6 6 6 6" />;
export const ChevronsRightIcon = (p: IconProps) => <Svg {...p} path="M6 6l6 6-6 6M12 6l6 6-6 6" />;
export const LocationIcon = (p: IconProps) => <Svg {...p} path="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21zM12 12a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z" />;
export const CheckIcon = (p: IconProps) => <Svg {...p} path="M5 12.5l4.5 4.5L19 7.5" />;
