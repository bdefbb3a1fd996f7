import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.ts';
import { loadLanguage, t } from '../i18n/translate.ts';
import { createBookingStore } from '../store/booking-store.ts';
import { createUiStore } from '../store/ui-store.ts';
import type { HostValue } from './host-context.ts';
import { tellFailure } from './tell-failure.ts';

await loadLanguage('en_us');

function teller() {
  const heard: unknown[] = [];
  const host = { settings: { language: 'en_us' }, emit: (_name: string, detail: unknown) => heard.push(detail) } as unknown as HostValue;
  return { teller: { ui: createUiStore(), host, booking: createBookingStore() }, heard };
}

const refused = (status: number) => new ApiError({ status, code: status === 400 ? 602 : undefined, messageKey: 'messages.serverBusy', text: 'the server’s words' });

describe('docs/behaviour/8-errors.md (Message keys): errorMoveToFavourite, unknownQrCode for what the server refused; a failure without an answer keeps the network’s message', () => {
  it.each([
    ['400 → the action’s own key', refused(400), 'Could not remove from favourites'],
    ['404 (the favourite is gone) → the action’s own key', refused(404), 'Could not remove from favourites'],
    ['no answer → the network’s message', new ApiError({ status: 0, messageKey: 'messages.network.offline', text: 'offline words' }), 'offline words'],
    ['500 → the server’s failure as the client words it', refused(500), 'the server’s words'],
  ])('%s', (_name, error, shown) => {
    const { teller: told, heard } = teller();
    tellFailure(told, error, { refusedKey: 'messages.errorMoveToFavourite' });
    expect(told.ui.getState().toasts.map((toast) => toast.text)).toEqual([shown]);
    expect(heard).toHaveLength(1);
  });

  it('without a key, a refusal is told in the client’s words for it', () => {
    const { teller: told } = teller();
    tellFailure(told, refused(400));
    expect(told.ui.getState().toasts.map((toast) => toast.text)).toEqual(['the server’s words']);
    expect(t('en_us', 'messages.unknownQrCode')).toBe('Unknown QR code');
  });
});
