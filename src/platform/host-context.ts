// What a screen knows about the element it renders in: the host node, the resolved settings,
// and `emit` for the contract's events (DOM event + native bridge).
import { createContext, useContext } from 'react';
import type { TextsPart } from '../i18n/dictionary-parts.ts';
import type { Lang } from '../common/languages.ts';
import type { CbEvent, CbEventDetails, CbEventName } from './events.ts';
import type { ElementSettings } from './attribute-settings.ts';

export interface HostValue {
  host: HTMLElement;
  settings: ElementSettings;
  /** Returns the event, so the caller can see whether a listener prevented its default. */
  emit<N extends CbEventName>(name: N, detail: CbEventDetails[N]): CbEvent<N>;
  /**
   * The element's own choice of language (the page link's, docs/behaviour/1-product.md), held in its state until
   * the `language` attribute changes: attributes are the integrator's, never written by us.
   */
  adoptLanguage?(language: Lang): void;
  /**
   * The dictionary part the shown route needs (the router tells): a language switch loads it
   * in the new language before the element switches.
   */
  needTexts?(part: TextsPart): void;
  /**
   * The element's language has changed and its texts are still loading: screens show the previous
   * one meanwhile (and keep it if they fail to load).
   */
  languagePending?: boolean;
}

export const HostContext = createContext<HostValue | null>(null);

export function useHost(): HostValue {
  const value = useContext(HostContext);
  if (!value) throw new Error('useHost outside an element root');
  return value;
}
