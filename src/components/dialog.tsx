// The one modal of the widget (docs/behaviour/2-screens.md (Dialogs, toasts and the spinner), docs/behaviour/9-constants.md at most 640 wide). A native <dialog> opened
// with showModal(): the rest of the page is inert and the browser handles Escape as "cancel".
// On top of that focus wraps inside the dialog (Tab on the last control goes to the first, so it
// never escapes to the host page) and returns to the control that opened it when it closes.
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { t } from '../i18n/translate.ts';
import { useStyles } from '../platform/use-styles.ts';
import { CloseIcon } from './icons.tsx';
import { useLang } from './use-lang.ts';
import css from './dialog.css?inline';

export interface DialogProps {
  open: boolean;
  /** Escape, the close button and a click on the backdrop all call this; the caller closes. */
  onClose(): void;
  /** Already translated; names the dialog for assistive technology. */
  title: string;
  children?: ReactNode;
  /** Buttons under the content. */
  footer?: ReactNode;
  /** `tall` gives the body most of the viewport's height (map, embedded pages). */
  size?: 'normal' | 'tall';
  /** Hide the × button when the footer already has the only way out (alerts). */
  hideCloseButton?: boolean;
}

const FOCUSABLE = [
  'a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])', 'select:not([disabled])',
  'textarea:not([disabled])', 'iframe', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 || el === document.activeElement);
}

/** The focused element, looking through open shadow roots (the opener sits in our shadow root). */
function deepActiveElement(): HTMLElement | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

export function Dialog(props: DialogProps) {
  useStyles(css);
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, children, footer, size = 'normal', hideCloseButton = false }: DialogProps) {
  const lang = useLang();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  // Escape, then the browser's own "close", may both arrive before the owner re-renders: ask once
  // per render, so an owner that keeps the dialog open can still be asked again later.
  const asked = useRef(false);
  asked.current = false;
  const closeRef = useRef(() => {
    if (asked.current) return;
    asked.current = true;
    onCloseRef.current();
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = deepActiveElement();
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    const body = dialog.querySelector<HTMLElement>('.cb-dialog__body');
    // Never into an embedded page (a map, a service's detail): keys pressed there stay in that
    // page, so Escape would not close the dialog. It stays in the Tab order.
    const control = (root: HTMLElement | null) => (root ? focusables(root).find((el) => el.localName !== 'iframe') : undefined);
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? control(body) ?? control(dialog);
    (first ?? dialog).focus();

    // Escape arrives as "cancel": the caller owns the open state, so we ask it to close.
    const cancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    // Chrome closes a dialog itself on a second Escape without user activation in between
    // (close watcher anti-abuse rule), whatever "cancel" says; keep the owner's state in step.
    const closedByBrowser = () => closeRef.current();
    dialog.addEventListener('cancel', cancel);
    dialog.addEventListener('close', closedByBrowser);
    return () => {
      dialog.removeEventListener('cancel', cancel);
      dialog.removeEventListener('close', closedByBrowser);
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
    const dialog = ref.current;
    if (!dialog) return;
    if (event.key === 'Escape') {
      // Where showModal is missing, Escape never becomes "cancel"; handle it here.
      event.preventDefault();
      closeRef.current();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = focusables(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const root = dialog.getRootNode() as Document | ShadowRoot;
    const active = root.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The dialog box is filled by its frame, so a click on the <dialog> itself is the backdrop.
    if (event.target === ref.current) closeRef.current();
  }

  return (
    <dialog
      ref={ref}
      className={`cb-dialog cb-dialog--${size}`}
      part="dialog"
      aria-labelledby={titleId}
      aria-modal="true"
      tabIndex={-1}
      onKeyDown={keepFocusInside}
      onClick={closeOnBackdrop}
    >
      <div className="cb-dialog__frame">
        <div className="cb-dialog__head">
          <h2 className="cb-dialog__title" id={titleId}>{title}</h2>
          {!hideCloseButton && (
            <button type="button" className="cb-icon-button cb-dialog__close" aria-label={t(lang, 'common.close')} onClick={() => closeRef.current()}>
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="cb-dialog__body">{children}</div>
        {footer && <div className="cb-dialog__foot">{footer}</div>}
      </div>
    </dialog>
  );
}
