// My tickets (/myBooking, docs/behaviour/2-screens.md (My tickets)): without a login, the SMS form (mobile, code,
// Next); with one, the citizen's queue and booking tickets. The login lives in the page-wide
// session, so a citizen who logs in here, or in any other element on the page, sees the tickets
// in every element at once.
// @chunk tickets-start: <my-tickets>'s first screen, with what it imports (docs/build.md).
import { Suspense, lazy, useState } from 'react';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useSession } from '../../store/stores-context.tsx';
import { MyTicketsAccount } from './my-tickets-account.tsx';
import { TicketLists } from './ticket-lists.tsx';
import buttonCss from '../../components/button.css?inline';
import css from './my-tickets.css?inline';

// The SMS form (with the phone and code inputs and the country picker) loads only for a citizen
// without a login: one who has a token goes straight to the tickets.
const SmsLoginForm = lazy(() => import('./sms-login-form.tsx').then((m) => ({ default: m.SmsLoginForm })));

export default function MyTicketsScreen({ route, routeState }: ScreenProps<'/myBooking'>) {
  useStyles(buttonCss);
  useStyles(css);
  const loggedIn = useSession((s) => Boolean(s.token));
  // A login typed here moves focus to the tickets; one made in another element does not steal it.
  const [loggedInHere, setLoggedInHere] = useState(false);
  return (
    <section className="cb-tickets" {...useScreenData(route, routeState)} data-logged-in={loggedIn ? 'true' : 'false'}>
      <div className="cb-tickets__body" part="body">
        <MyTicketsAccount loggedIn={loggedIn} />
        {loggedIn ? (
          <TicketLists takeFocus={loggedInHere} />
        ) : (
          <Suspense fallback={<div className="cb-load" aria-busy="true" />}>
            <SmsLoginForm onLoggedIn={() => setLoggedInHere(true)} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
