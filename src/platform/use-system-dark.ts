// theme="auto" follows the system's colour scheme, live: the root carries the resolved theme so
// the dark tokens are written once (src/styles/tokens.css), not again inside a media query.
import { useEffect, useState } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

export function useSystemDark(): boolean {
  const media = typeof matchMedia === 'function' ? matchMedia(QUERY) : undefined;
  const [dark, setDark] = useState(() => media?.matches ?? false);
  useEffect(() => {
    if (!media) return;
    const follow = () => setDark(media.matches);
    follow();
    media.addEventListener('change', follow);
    return () => media.removeEventListener('change', follow);
    // One listener for the element's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return dark;
}
