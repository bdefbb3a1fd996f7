// A preact host: every element with its documented attributes and typed event details.
import type {} from 'civic-booking/jsx-preact';

export const page = (
  <main>
    <booking-app language="en" theme="auto" routing="hash" />
    <service-search department-id="12" api-base="/api" />
    <queue-ticket
      service-id="3"
      location-id="7"
      theme="dark"
      oncb-ticket-created={(event) => console.log(event.detail.ticket)}
      oncb-error={(event) => console.log(event.detail.messageKey)}
    />
    <my-tickets oncb-ticket-cancelled={(event) => console.log(event.detail.ticketId)} />
  </main>
);
// @ts-expect-error theme is light, dark or auto
export const wrongTheme = <queue-ticket theme="purple" />;
