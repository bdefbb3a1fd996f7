// How long a call waits before it counts as loading: the spinner over an action (the UI store's
// spinnerIfSlow), a screen's load and the spinner component share it. A module of its own, so a
// component reads the number without loading the transport.
/** A call or a screen's load answered sooner than this never shows the spinner, so fast answers don't flash. */
export const SPINNER_DELAY_MS = 300;
