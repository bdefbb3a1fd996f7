// A tile of the home page and the remote-counter home: an icon, a label and, for My tickets, a
// count badge (its number shown, its meaning read out).
import type { ReactNode } from 'react';

export interface TileProps {
  icon: ReactNode;
  /** Already translated. */
  label: string;
  /** The first action, drawn in the primary colour. */
  primary?: boolean | undefined;
  badge?: { text: string; label: string } | undefined;
  onChoose(): void;
}

export function Tile({ icon, label, primary = false, badge, onChoose }: TileProps) {
  return (
    <button type="button" className={primary ? 'cb-tile cb-tile--primary' : 'cb-tile'} onClick={onChoose}>
      <span className="cb-tile__icon">{icon}</span>
      <span className="cb-tile__label">{label}</span>
      {badge && (
        <span className="cb-tile__badge">
          <span aria-hidden="true">{badge.text}</span>
          <span className="cb-visually-hidden">{badge.label}</span>
        </span>
      )}
    </button>
  );
}
