// The header of every screen (docs/behaviour/2-screens.md (Shared pieces)): title, back arrow, home shortcut,
// optional refresh (locked for the 6 s cooldown of docs/behaviour/4-states.md after each use) and optional right icon.
// The router draws it from the route table; the session timeout of docs/behaviour/4-states.md is the page's one timer
// (src/platform/page-timers.ts), not the header's.
import type { ReactNode, Ref } from 'react';
import { t } from '../i18n/translate.ts';
import { refreshCooldownLeft } from '../domain/refresh-cooldown.ts';
import { useStyles } from '../platform/use-styles.ts';
import { BackIcon, HomeIcon, RefreshIcon } from './icons.tsx';
import { useLang } from './use-lang.ts';
import { useTimedLock } from './use-timed-lock.ts';
import css from './page-header.css?inline';

export interface PageHeaderProps {
  /** Already translated. */
  title: string;
  /** Shows the back arrow. */
  onBack?: () => void;
  /** Shows the home shortcut. */
  onHome?: () => void;
  /** Shows the refresh button, locked for 6 s after each use. */
  onRefresh?: () => void;
  /** An extra action on the right: its icon, its accessible name and what it does. */
  rightAction?: { icon: ReactNode; label: string; run(): void };
  /** The title's heading level: 1 when the element is the page, 2 for a widget inside a host's page. */
  level?: 1 | 2;
  /** The title, for the router to move focus to when the screen changes (it can take focus, not Tab). */
  titleRef?: Ref<HTMLHeadingElement>;
}

export function PageHeader({ title, onBack, onHome, onRefresh, rightAction, level = 1, titleRef }: PageHeaderProps) {
  useStyles(css);
  const lang = useLang();
  const cooldown = useTimedLock(refreshCooldownLeft);
  const Heading = level === 1 ? 'h1' : 'h2';

  function refresh() {
    if (cooldown.locked || !onRefresh) return;
    cooldown.start();
    onRefresh();
  }

  const waitSeconds = Math.ceil(cooldown.msLeft / 1000);
  return (
    <header className="cb-header" part="header">
      <div className="cb-header__side">
        {onBack && (
          <button type="button" className="cb-icon-button cb-header__button" aria-label={t(lang, 'common.back')} onClick={onBack}>
            <BackIcon />
          </button>
        )}
        {onHome && (
          <button type="button" className="cb-icon-button cb-header__button" aria-label={t(lang, 'common.home')} onClick={onHome}>
            <HomeIcon />
          </button>
        )}
      </div>
      <Heading className="cb-header__title" ref={titleRef} tabIndex={titleRef ? -1 : undefined}>
        {title}
      </Heading>
      <div className="cb-header__side cb-header__side--end">
        {onRefresh && (
          <button
            type="button"
            className="cb-icon-button cb-header__button"
            aria-label={t(lang, 'common.refresh')}
            aria-disabled={cooldown.locked ? 'true' : undefined}
            title={cooldown.locked ? t(lang, 'components.pageHeader.refreshWait', { seconds: waitSeconds }) : undefined}
            data-cooldown={cooldown.locked ? 'true' : undefined}
            onClick={refresh}
          >
            <RefreshIcon />
          </button>
        )}
        {rightAction && (
          <button type="button" className="cb-icon-button cb-header__button" aria-label={rightAction.label} onClick={rightAction.run}>
            {rightAction.icon}
          </button>
        )}
      </div>
    </header>
  );
}
