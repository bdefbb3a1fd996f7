// ARIA tabs (WAI-ARIA Authoring Practices "Tabs with automatic activation"): arrow keys move and
// select, Home/End jump, only the selected tab is in the Tab order. Used by the department and
// service-or-location pages: 0 by service type, 1 by location (docs/behaviour/2-screens.md).
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { Lang } from '../common/languages.ts';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import css from './tabs.css?inline';

export interface TabItem<K extends string | number> {
  key: K;
  /** Already translated. */
  label: string;
}

export interface TabsProps<K extends string | number> {
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  /** Accessible name of the tab list. */
  label?: string;
  /** The selected tab's panel. */
  children?: ReactNode;
}

/** The two tabs of docs/behaviour/2-screens.md, keyed by the selectedTab value of docs/behaviour/3-entities.md (0 and 1). */
export function serviceLocationTabs(lang: Lang): TabItem<0 | 1>[] {
  return [
    { key: 0, label: t(lang, 'components.tabs.byServiceType') },
    { key: 1, label: t(lang, 'components.tabs.byLocation') },
  ];
}

export function Tabs<K extends string | number>({ tabs, selected, onSelect, label, children }: TabsProps<K>) {
  useStyles(css);
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  const index = Math.max(0, tabs.findIndex((tab) => tab.key === selected));

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
  }

  return (
    <div className="cb-tabs" part="tabs">
      <div ref={list} className="cb-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab, i) => {
          const active = i === index;
          return (
            <button
              key={String(tab.key)}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              className="cb-tabs__tab"
              aria-selected={active ? 'true' : 'false'}
              aria-controls={`${id}-panel`}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div className="cb-tabs__panel" role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${index}`} tabIndex={0}>
        {children}
      </div>
    </div>
  );
}
