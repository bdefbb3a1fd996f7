// The place on My tickets for the one-account login ("log in with one-account", above the SMS
// form) and for "log out" (above the tickets). Their component is built in src/flows/account/
// (issue 14 point 1, branch `login`); until it is wired here this renders nothing.
export function MyTicketsAccount(_props: { loggedIn: boolean }) {
  return null;
}
