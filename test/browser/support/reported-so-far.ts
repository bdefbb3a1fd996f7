// What a page reports a task after it happens (a Content-Security-Policy violation, an unhandled
// rejection), read once everything that happened so far is reported: the page is made to commit
// one of its own, and once that one is reported every earlier one is too (reports are queued in
// order). No waiting for a time in which a report might still come.

type CspWindow = Window & { cspViolations: string[] };
type RejectionWindow = Window & typeof globalThis & { unhandledRejections: string[] };

/** The page's CSP violations so far (its listener, on the document, hears the control's last). */
export async function cspViolationsSoFar(win: CspWindow): Promise<string[]> {
  const control = win.document.createElement('div');
  const earlier = new Promise<string[]>((resolve) => {
    control.addEventListener('securitypolicyviolation', () => resolve([...win.cspViolations]), { once: true });
  });
  // An inline style attribute: what a strict policy refuses.
  control.innerHTML = '<p style="color: red">x</p>';
  win.document.body.append(control);
  const list = await earlier;
  control.remove();
  return list;
}

/** The page's unhandled rejections so far (its listener, on the window, hears the control's first). */
export async function unhandledRejectionsSoFar(win: RejectionWindow): Promise<string[]> {
  const reason = 'the test’s own unhandled rejection';
  const heard = new Promise<void>((resolve) => {
    const hear = (event: PromiseRejectionEvent) => {
      if (event.reason !== reason) return;
      win.removeEventListener('unhandledrejection', hear);
      event.preventDefault();
      resolve();
    };
    win.addEventListener('unhandledrejection', hear);
  });
  void win.Promise.reject(reason);
  await heard;
  const list = [...win.unhandledRejections];
  if (list.at(-1) !== reason) throw new Error(`the page did not record the control rejection last: ${list.join(' | ')}`);
  win.unhandledRejections.splice(list.length - 1, 1);
  return list.slice(0, -1);
}
