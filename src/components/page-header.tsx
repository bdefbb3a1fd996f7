// The header of every screen (SPEC.md §2 "Shared pieces"): title, back arrow, home shortcut,
// optional refresh (locked for the 6 s cooldown of §4 after each use), optional right icon and
// optional session timeout (§4: 24 h, then the caller alerts and closes the page).
import { useEffect, useRef, type ReactNode } from 'react';
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
  /** Runs once, `ms` after the header mounted (SPEC.md §4 session timeout, §9 86400 s). */
  sessionTimeout?: { ms: number; onTimeout(): void };
}

export function PageHeader({ title, onBack, onHome, onRefresh, rightAction, sessionTimeout }: PageHeaderProps) {
  useStyles(css);
  const lang = useLang();
  const cooldown = useTimedLock(refreshCooldownLeft);

  const timeoutMs = sessionTimeout?.ms;
  const onTimeout = useRef(sessionTimeout?.onTimeout);
  onTimeout.current = sessionTimeout?.onTimeout;
  useEffect(() => {
    if (timeoutMs === undefined) return;
    // The deadline counts from when the header appeared: a new callback must not restart it, so
    // the timer calls whichever callback is current when it fires.
    const timer = setTimeout(() => onTimeout.current?.(), timeoutMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);

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
      <h1 className="cb-header__title">{title}</h1>
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
