// A guarded define. Registering twice (two scripts on one page) is quiet, and
// `define(tag)` registers another tag name, with a subclass since a constructor registers once.
import { describe, equal, it, load, mount, ok, throwsNothing, title, waitFor } from './helpers.ts';

type Definable = CustomElementConstructor & { define(tag?: string, registry?: CustomElementRegistry): CustomElementConstructor };

describe('define', () => {
  it('loading the ESM entry and an element entry both defines <queue-ticket> once, quietly', async () => {
    await load('/dist/civic-booking.js');
    await load('/dist/elements/queue-ticket.js');
    ok(customElements.get('queue-ticket'), 'queue-ticket defined');
    for (const tag of ['booking-app', 'my-tickets', 'service-search']) ok(customElements.get(tag), `${tag} defined`);
  });

  it('QueueTicketElement.define() again → no error, same constructor', async () => {
    const QueueTicket = customElements.get('queue-ticket') as Definable;
    await throwsNothing(() => QueueTicket.define(), 'second define()');
    await throwsNothing(() => QueueTicket.define('queue-ticket'), 'define("queue-ticket")');
    equal(customElements.get('queue-ticket'), QueueTicket, 'constructor after defining again');
  });

  it('define("dept-queue") registers another tag that renders the same element', async () => {
    const QueueTicket = customElements.get('queue-ticket') as Definable;
    const defined = QueueTicket.define('dept-queue');
    equal(customElements.get('dept-queue'), defined, 'dept-queue constructor');
    ok(defined.prototype instanceof QueueTicket || defined === QueueTicket, 'a QueueTicketElement');
    const el = mount('<dept-queue language="en"></dept-queue>');
    equal(await waitFor(() => title(el), 'title'), 'Take a ticket', 'title');
    ok(el instanceof QueueTicket, 'instance of QueueTicketElement');
    await throwsNothing(() => QueueTicket.define('dept-queue'), 'define("dept-queue") again');
  });

  it('a tag already taken by another class stays with it, quietly', async () => {
    class Stranger extends HTMLElement {}
    customElements.define('taken-tag', Stranger);
    const QueueTicket = customElements.get('queue-ticket') as Definable;
    let result: CustomElementConstructor | undefined;
    await throwsNothing(() => (result = QueueTicket.define('taken-tag')), 'define("taken-tag")');
    equal(result, Stranger as CustomElementConstructor, 'define result');
    equal(customElements.get('taken-tag'), Stranger as CustomElementConstructor, 'taken-tag constructor');
  });

  it('define("queue-ticket", scopedRegistry) registers in that registry; a shadow root using it renders the element', async () => {
    const QueueTicket = customElements.get('queue-ticket') as Definable;
    const Registry = CustomElementRegistry as unknown as new () => CustomElementRegistry;
    const registry = new Registry();
    const defined = QueueTicket.define('queue-ticket', registry);
    equal(registry.get('queue-ticket'), defined, 'constructor in the scoped registry');
    await throwsNothing(() => QueueTicket.define('queue-ticket', registry), 'defining again in the scoped registry');
    const holder = mount('<div></div>');
    const shadow = holder.attachShadow({ mode: 'open', customElementRegistry: registry } as ShadowRootInit);
    shadow.innerHTML = '<queue-ticket language="en"></queue-ticket>';
    const el = shadow.querySelector('queue-ticket')!;
    equal(await waitFor(() => title(el), 'title in the scoped shadow root'), 'Take a ticket', 'title');
  });
});
