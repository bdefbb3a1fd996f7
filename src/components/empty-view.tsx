// The empty and error view of docs/behaviour/2-screens.md, docs/behaviour/4-states.md (Data load result): noData for an empty list,
// errorLoadData (with a refresh button, docs/behaviour/8-errors.md) when loading failed.
import { refreshCooldownLeft } from '../domain/refresh-cooldown.ts';
import { t, type MessageKey } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { AlertIcon, EmptyIcon, RefreshIcon } from './icons.tsx';
import { useLang } from './use-lang.ts';
import { useTimedLock } from './use-timed-lock.ts';
import buttonCss from './button.css?inline';
import css from './empty-view.css?inline';

export interface EmptyViewProps {
  kind: 'noData' | 'errorLoadData';
  /** Another empty-state message than noData (noSearchData, departmentEmpty, …). */
  messageKey?: MessageKey;
  /** Shown as a refresh button on the error view. */
  onRefresh?: () => void;
}

export function EmptyView({ kind, messageKey, onRefresh }: EmptyViewProps) {
  useStyles(buttonCss);
  useStyles(css);
  const lang = useLang();
  const cooldown = useTimedLock(refreshCooldownLeft);
  const error = kind === 'errorLoadData';

  function refresh() {
    // The same 6 s cooldown as the header's refresh (docs/behaviour/4-states.md).
    if (cooldown.locked || !onRefresh) return;
    cooldown.start();
    onRefresh();
  }

  const text = t(lang, messageKey ?? (error ? 'messages.errorLoadData' : 'messages.noData'));
  return (
    <div className={`cb-empty cb-empty--${kind}`} part="empty" role={error ? 'alert' : undefined}>
      {error ? <AlertIcon className="cb-empty__icon" /> : <EmptyIcon className="cb-empty__icon" />}
      <p className="cb-empty__text">{text}</p>
      {error && onRefresh && (
        <button
          type="button"
          className="cb-button cb-button--secondary"
          aria-disabled={cooldown.locked ? 'true' : undefined}
          onClick={refresh}
        >
          <RefreshIcon className="cb-empty__button-icon" />
          {t(lang, 'common.refresh')}
        </button>
      )}
    </div>
  );
}
