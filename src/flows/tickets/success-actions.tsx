// The success page's actions, in the order they show: each a piece of its own that decides
// whether it applies to the ticket (domain/success-page.ts successActions). The tickets flow adds
// cancel, notes, calendar and favourites here.
import type { ComponentType } from 'react';
import { BackHomeAction } from './back-home-action.tsx';
import type { SuccessPieceProps } from './success-pieces.ts';

export const SUCCESS_ACTIONS: readonly ComponentType<SuccessPieceProps>[] = [BackHomeAction];

export function SuccessActions(props: SuccessPieceProps) {
  return (
    <div className="cb-success__actions">
      {SUCCESS_ACTIONS.map((Piece, index) => (
        <Piece key={index} {...props} />
      ))}
    </div>
  );
}
