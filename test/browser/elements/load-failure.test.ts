// A root chunk that cannot be loaded (offline, a CDN hiccup) is said so in the element's
// language and reported as cb-error, instead of leaving a blank box.
import { describe, equal, it, loadProbe, mount, waitFor } from './helpers.ts';

const { UnreachableElement } = await loadProbe();
UnreachableElement.define('unreachable-widget');

function alertText(el: Element): string | null {
  return el.shadowRoot?.querySelector('[role="alert"]')?.textContent ?? null;
}

describe('a root that fails to load', () => {
  it('<unreachable-widget language="en"> → "Failed to connect to server" and one cb-error', async () => {
    const errors: CustomEvent[] = [];
    const listener = (event: Event) => errors.push(event as CustomEvent);
    document.addEventListener('cb-error', listener);
    const el = mount('<unreachable-widget language="en"></unreachable-widget>');
    const text = await waitFor(() => alertText(el), 'an alert');
    document.removeEventListener('cb-error', listener);
    equal(text, 'Failed to connect to server', 'alert text');
    equal(errors.length, 1, 'cb-error events');
    equal(errors[0]!.detail.messageKey, 'messages.network.connectFailed', 'messageKey');
    equal(errors[0]!.detail.message, 'Failed to connect to server', 'message');
    equal(errors[0]!.detail.route, '/home', 'route');
  });

  it('<unreachable-widget> → the alert in traditional Chinese', async () => {
    const el = mount('<unreachable-widget></unreachable-widget>');
    equal(await waitFor(() => alertText(el), 'an alert'), '無法連接伺服器', 'alert text');
  });
});
