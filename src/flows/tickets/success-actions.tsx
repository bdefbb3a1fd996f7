// The success page's actions, in the order they show: each a piece of its own that decides
// whether it applies to the ticket (domain/success-page.ts successActions): the ticket's own
// changes first (edit, cancel), then what the citizen keeps of it (calendar, notes, favourite),
// then the way home after a new ticket.
import type { ComponentType } from 'react';
import { BackHomeAction } from './back-home-action.tsx';
import { CalendarAction } from './calendar-action.tsx';
import { CancelTicketAction } from './cancel-ticket-action.tsx';
import { EditReservationAction } from './edit-reservation-action.tsx';
import { FavouriteAction } from './favourite-action.tsx';
import { NotesAction } from './notes-action.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

const SUCCESS_ACTIONS: readonly ComponentType<SuccessPieceProps>[] = [
  EditReservationAction,
  CancelTicketAction,
  CalendarAction,
  NotesAction,
  FavouriteAction,
  BackHomeAction,
];

export function SuccessActions(props: SuccessPieceProps) {
  return (
    <div className="cb-success__actions">
      {SUCCESS_ACTIONS.map((Piece, index) => (
        <Piece key={index} {...props} />
      ))}
    </div>
  );
}
