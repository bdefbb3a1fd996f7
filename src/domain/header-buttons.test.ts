import { describe, expect, it } from 'vitest';
import { headerButtons, type BackBehaviour, type HeaderButtons, type HeaderContext } from './header-buttons.ts';

const page: HeaderContext = { canGoBack: true, atStart: false, inApp: false };

describe('docs/behaviour/2-screens.md (Page header): back arrow and home shortcut', () => {
  const rows: [string, BackBehaviour, Partial<HeaderContext>, HeaderButtons][] = [
    ['a page with an entry before it → back pops, home shortcut shown', 'back', {}, { back: 'pop', home: true }],
    ['a page opened first (nothing before it) → no back, home shortcut shown', 'back', { canGoBack: false }, { back: null, home: true }],
    ['home in a browser → neither back nor home', 'home-closes-page', { atStart: true }, { back: null, home: false }],
    ['home in the app web view → back closes the page (docs/behaviour/6-roles.md)', 'home-closes-page', { atStart: true, inApp: true }, { back: 'close', home: false }],
    ['home reached again with history, in a browser → still no back (home is the root)', 'home-closes-page', { atStart: true, canGoBack: true }, { back: null, home: false }],
    ['success after a new ticket → back goes home, no second home button (docs/behaviour/4-states.md)', 'home', {}, { back: 'start', home: false }],
    ['a route without back → only the home shortcut', 'none', {}, { back: null, home: true }],
    ['a single-purpose element at its start route → no home shortcut', 'back', { atStart: true, canGoBack: false }, { back: null, home: false }],
    ['a single-purpose element back at its start route with history → back, no home', 'back', { atStart: true }, { back: 'pop', home: false }],
  ];
  for (const [name, behaviour, context, buttons] of rows) {
    it(name, () => expect(headerButtons(behaviour, { ...page, ...context })).toEqual(buttons));
  }
});
