// Which buttons the page header shows (docs/behaviour/2-screens.md (Page header): back arrow and home shortcut;
// docs/behaviour/2-screens.md (Home) and docs/behaviour/6-roles.md (Inside a host app): "in the app web view, home back closes the page"; docs/behaviour/4-states.md (Ticket page): after a new
// booking back goes home, for an existing ticket to the previous page), from the behaviour the
// route table gives each route.

/**
 * back: the previous entry. home: the element's start route. home-closes-page: the start route
 * itself, whose back closes the page in a host app's web view. none: no back arrow.
 */
export type BackBehaviour = 'back' | 'home' | 'home-closes-page' | 'none';

/** What the back arrow does: pop the history, go to the start route, or close the page. */
type BackAction = 'pop' | 'start' | 'close';

export interface HeaderContext {
  /** There is an entry to go back to. */
  canGoBack: boolean;
  /** The route shown is the element's start route. */
  atStart: boolean;
  /** Inside a host app's web view (platform android or ios), where the app closes the page. */
  inApp: boolean;
}

export interface HeaderButtons {
  back: BackAction | null;
  /** The home shortcut, to the start route. */
  home: boolean;
}

function backAction(behaviour: BackBehaviour, { canGoBack, atStart, inApp }: HeaderContext): BackAction | null {
  switch (behaviour) {
    case 'none':
      return null;
    case 'back':
      return canGoBack ? 'pop' : null;
    case 'home':
      return atStart ? null : 'start';
    case 'home-closes-page':
      return inApp ? 'close' : null;
  }
}

export function headerButtons(behaviour: BackBehaviour, context: HeaderContext): HeaderButtons {
  const back = backAction(behaviour, context);
  // Never two buttons that do the same.
  return { back, home: !context.atStart && back !== 'start' };
}
