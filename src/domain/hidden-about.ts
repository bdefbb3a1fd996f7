// SPEC.md §2 Routes and §9: a hidden About page opens by pressing and holding the search icon of
// the home search bar for 12 seconds (for testers and support, who read the build there).

/** §9: how long the search icon is held before the hidden About page opens. */
export const HIDDEN_ABOUT_PRESS_MS = 12_000;
