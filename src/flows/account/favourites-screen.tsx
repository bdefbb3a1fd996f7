// My favourites (docs/behaviour/2-screens.md, docs/behaviour/3-entities.md (Favourite), docs/behaviour/7-api.md favourite/services and DELETE favourite/{id}): the
// services a citizen kept, each at its location, queue items in the default colour and
// reservations in blue. Tapping one opens it where its availability leads (the drill-down's
// opener); swiping it left reveals its delete button, and every item also has a visible one for
// keyboard and mouse; deleting asks first (confirmationDeleteByWeb) and says when it is done, or
// why not. The list is the citizen's, so it needs a login: without one the page says so.
import { useEffect, useId, useRef, useState } from 'react';
import type { Favourite } from '../../common/api-contract.ts';
import type { ScreenProps } from '../../routing/route-definition.ts';
import { useScreenData } from '../../routing/screen-data.ts';
import { EmptyView } from '../../components/empty-view.tsx';
import { Svg, type IconProps } from '../../components/icons.tsx';
import { LoadState } from '../../components/load-state.tsx';
import { useLang } from '../../components/use-lang.ts';
import { favouriteTone } from '../../domain/favourite.ts';
import { t } from '../../i18n/translate.ts';
import { useHost } from '../../platform/host-context.ts';
import { useAction } from '../../platform/use-action.ts';
import { useLoad } from '../../platform/use-load.ts';
import { useStyles } from '../../platform/use-styles.ts';
import { useSession } from '../../store/stores-context.tsx';
import { ChevronRightIcon } from '../browse/browse-icons.tsx';
import { useOpen } from '../browse/use-drill-down.ts';
import { LoginButton } from './account-actions.tsx';
import { ServiceEntry } from './service-entry.tsx';
import { SwipeRow } from './swipe-row.tsx';
import listCss from '../browse/list.css?inline';
import css from './service-lists.css?inline';

type Id = Favourite['id'];

/** A bin: the delete buttons' icon (kept out of the shared icons, which every first screen loads). */
const BinIcon = (p: IconProps) => <Svg {...p} path="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" />;

export default function FavouritesScreen({ route, routeState }: ScreenProps<'/MyFavoritePage'>) {
  useStyles(listCss);
  useStyles(css);
  const token = useSession((s) => s.token);
  return (
    <section className="cb-browse cb-service-list" {...useScreenData(route, routeState)}>
      <div className="cb-browse__body" part="body">
        {/* Another citizen's token is another list. */}
        {token ? <FavouriteList key={token} /> : <LoginNeeded />}
      </div>
    </section>
  );
}

/** Not logged in: what the page needs, and the way to log in. */
function LoginNeeded() {
  const { emit } = useHost();
  // A host that runs the login itself hears that this page needs one.
  useEffect(() => {
    emit('cb-login-required', { returnTo: '/MyFavoritePage' });
  }, [emit]);
  return (
    <div className="cb-login-needed">
      <EmptyView kind="noData" messageKey="messages.notLoggedIn" />
      <LoginButton className="cb-login-needed__login" />
    </div>
  );
}

function FavouriteList() {
  const lang = useLang();
  const open = useOpen();
  const favourites = useLoad((signal, client) => client.favourites.list({ signal }), []);
  const [removed, setRemoved] = useState<ReadonlySet<string>>(() => new Set());
  const [revealed, setRevealed] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const region = useRef<HTMLDivElement>(null);
  // Where the keyboard goes once an item is gone: the next one, else the one before, else the page.
  const focusNext = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const next = focusNext.current;
    if (next === undefined) return;
    focusNext.current = undefined;
    const item = next === null ? null : list.current?.querySelector<HTMLElement>(`[data-favourite-id="${CSS.escape(next)}"] .cb-entry__open`);
    (item ?? region.current)?.focus();
  }, [removed]);

  const shown = (data: readonly Favourite[]) => data.filter((favourite) => !removed.has(String(favourite.id)));

  // A failure is told and the item stays.
  const remove = useAction({
    confirm: {
      kind: 'confirm',
      titleKey: 'pages.favourites.delete',
      messageKey: 'messages.confirmationDeleteByWeb',
      confirmKey: 'pages.favourites.delete',
    },
    run: ({ api }, favourite: Favourite, _neighbours: readonly Favourite[]) => api.favourites.remove(favourite.id),
    refusedKey: 'messages.errorMoveToFavourite',
    success: 'messages.network.success',
    onSuccess: (_none, [favourite, neighbours]) => {
      const id = String(favourite.id);
      const at = neighbours.findIndex((f) => String(f.id) === id);
      const next = neighbours[at + 1] ?? neighbours[at - 1];
      focusNext.current = next ? String(next.id) : null;
      setRevealed(null);
      setRemoved((before) => new Set(before).add(id));
    },
  });

  return (
    <div ref={region} tabIndex={-1} className="cb-service-list__region">
      <LoadState load={favourites} isEmpty={(data) => shown(data).length === 0}>
        {(data) => {
          const items = shown(data);
          return (
            <ul ref={list} className="cb-browse__list">
              {items.map((favourite) => (
                <FavouriteItem
                  key={String(favourite.id)}
                  favourite={favourite}
                  revealed={revealed === String(favourite.id)}
                  busy={remove.busy}
                  onReveal={(on) => setRevealed(on ? String(favourite.id) : null)}
                  onOpen={() => void open.serviceAt(favourite)}
                  onDelete={() => void remove.run(favourite, items)}
                  deleteLabel={t(lang, 'pages.favourites.delete')}
                />
              ))}
            </ul>
          );
        }}
      </LoadState>
    </div>
  );
}

interface FavouriteItemProps {
  favourite: Favourite;
  revealed: boolean;
  busy: boolean;
  deleteLabel: string;
  onReveal(revealed: boolean): void;
  onOpen(): void;
  onDelete(): void;
}

function FavouriteItem({ favourite, revealed, busy, deleteLabel, onReveal, onOpen, onDelete }: FavouriteItemProps) {
  const nameId = useId();
  const deleteId = useId();
  const id: Id = favourite.id;
  // Each delete button is named for its item: "Delete, <service> <location>".
  const labelledBy = `${deleteId} ${nameId}`;
  return (
    <li className={`cb-entry cb-entry--${favouriteTone(favourite.type)}`} data-favourite-id={String(id)}>
      <span id={deleteId} hidden>
        {deleteLabel}
      </span>
      <SwipeRow
        revealed={revealed}
        onReveal={onReveal}
        action={
          <button type="button" className="cb-swipe__delete" aria-labelledby={labelledBy} aria-disabled={busy ? 'true' : undefined} onClick={onDelete}>
            <BinIcon className="cb-swipe__delete-icon" />
            <span aria-hidden="true">{deleteLabel}</span>
          </button>
        }
      >
        <button type="button" className="cb-row cb-entry__open" onClick={onOpen}>
          <ServiceEntry entry={favourite} nameId={nameId} />
          <ChevronRightIcon className="cb-row__chevron" />
        </button>
        <button type="button" className="cb-icon-button cb-entry__delete" aria-labelledby={labelledBy} aria-disabled={busy ? 'true' : undefined} onClick={onDelete}>
          <BinIcon />
        </button>
      </SwipeRow>
    </li>
  );
}
