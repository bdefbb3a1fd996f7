// t(lang, key, params): the language is an argument of every call, `{{name}}` is filled in, and
// a widget in one language never changes the text of another.
import { describe, expect, it, vi } from 'vitest';
import { isMessageKey, t, tPlural, type MessageKey, type PluralKey } from './translate.ts';

describe('t(lang, key)', () => {
  it.each([
    ['zh_hant', '取籌'],
    ['zh_hans', '取筹'],
    ['pt_pt', 'Tirar senha'],
    ['en_us', 'Take a ticket'],
  ] as const)('<queue-ticket language="%s"> title → "%s"', (lang, text) => {
    expect(t(lang, 'elements.queue-ticket.title')).toBe(text);
  });

  it('languages interleave without a shared current language', () => {
    const texts = (['pt_pt', 'en_us', 'pt_pt', 'zh_hant'] as const).map((lang) => t(lang, 'common.back'));
    expect(texts).toEqual(['Voltar', 'Back', 'Voltar', '返回']);
  });

  it('an unknown key (only reachable by a cast) shows the key, never an empty label', () => {
    expect(t('en_us', 'no.such.key' as MessageKey)).toBe('no.such.key');
  });
});

describe('before any dictionary is in (its download failed)', () => {
  it('the "cannot connect" text still reads in each language; other keys show as keys', async () => {
    vi.resetModules();
    const fresh = await import('./translate.ts');
    expect(fresh.hasTexts('en_us', 'first')).toBe(false);
    expect(fresh.t('zh_hant', 'messages.network.connectFailed')).toBe('無法連接伺服器');
    expect(fresh.t('zh_hans', 'messages.network.connectFailed')).toBe('无法连接服务器');
    expect(fresh.t('pt_pt', 'messages.network.connectFailed')).toBe('Não foi possível ligar ao servidor');
    expect(fresh.t('en_us', 'messages.network.connectFailed')).toBe('Failed to connect to server');
    expect(fresh.t('en_us', 'common.back')).toBe('common.back');
  });
});

describe('a dictionary in two parts (dictionary-parts.ts)', () => {
  it('with the first part only, its texts read and the rest’s keys do not; the rest joins the branches they share', async () => {
    vi.resetModules();
    const fresh = await import('./translate.ts');
    await fresh.loadTexts('pt_pt', 'first');
    expect([fresh.hasTexts('pt_pt', 'first'), fresh.hasTexts('pt_pt', 'rest'), fresh.hasTexts('en_us', 'first')]).toEqual([true, false, false]);
    expect(fresh.t('pt_pt', 'pages.home.recentlyUsed')).toBe('Utilizados recentemente');
    expect(fresh.t('pt_pt', 'pages.search.title')).toBe('Pesquisa');
    expect(fresh.t('pt_pt', 'pages.search.history')).toBe('pages.search.history');
    await fresh.loadTexts('pt_pt', 'rest');
    expect(fresh.t('pt_pt', 'pages.search.history')).toBe('Histórico de pesquisa');
    expect(fresh.t('pt_pt', 'pages.search.title')).toBe('Pesquisa');
    expect(fresh.t('pt_pt', 'pages.home.recentlyUsed')).toBe('Utilizados recentemente');
    expect(fresh.t('en_us', 'common.back')).toBe('common.back');
  });

  it('loadLanguage loads both parts, each once however many ask', async () => {
    vi.resetModules();
    const fresh = await import('./translate.ts');
    const asked = [fresh.loadTexts('zh_hans', 'rest'), fresh.loadLanguage('zh_hans'), fresh.loadLanguage('zh_hans')];
    expect(asked[0]).toBe(fresh.loadTexts('zh_hans', 'rest'));
    await Promise.all(asked);
    expect([fresh.hasTexts('zh_hans', 'first'), fresh.hasTexts('zh_hans', 'rest')]).toEqual([true, true]);
  });
});

describe('{{name}} interpolation', () => {
  it('fills the docs/behaviour/8-errors.md 601 text with the server message', () => {
    expect(t('en_us', 'messages.network.systemError601', { message: 'db down' })).toBe('system error (601): db down');
    expect(t('zh_hant', 'messages.network.systemError601', { message: 'db down' })).toBe('系統錯誤 (601)：db down');
  });

  it('fills the docs/behaviour/8-errors.md 602 text: server message then (602)', () => {
    expect(t('pt_pt', 'messages.network.serverMessage602', { message: 'Sem vagas' })).toBe('Sem vagas (602)');
  });

  it('a server message is inserted as it is: its own braces and $ patterns are not interpreted', () => {
    expect(t('en_us', 'messages.network.serverMessage602', { message: 'quota {{seconds}} $& $1' })).toBe('quota {{seconds}} $& $1 (602)');
  });

  it('numbers are written as they are', () => {
    expect(t('en_us', 'pages.sendMessage.resendIn', { seconds: 59 })).toBe('Resend in 59 s');
    expect(t('zh_hant', 'components.pageHeader.refreshWait', { seconds: 6 })).toBe('請於 6 秒後再刷新');
  });

  it('several placeholders in one text', () => {
    expect(t('en_us', 'pages.home.departmentCount', { departments: 12, services: 140 })).toBe('Departments: 12 · Services: 140');
  });

  it('a missing parameter leaves nothing behind, not "{{seconds}}" or "undefined"', () => {
    expect(t('en_us', 'pages.sendMessage.resendIn')).toBe('Resend in  s');
  });
});

describe('isMessageKey', () => {
  it.each([
    ['messages.serverBusy', true],
    ['messages.network.systemError601', true],
    ['elements.my-tickets.title', true],
    ['messages.network', false], // a namespace, not a text
    ['messages.noSuchKey', false],
    ['', false],
    [42, false],
  ] as [unknown, boolean][])('%j → %s', (value, expected) => {
    expect(isMessageKey(value)).toBe(expected);
  });
});

describe('tPlural(lang, key, count)', () => {
  it.each([
    ['en_us', 1, '1 active ticket'],
    ['en_us', 2, '2 active tickets'],
    ['en_us', 0, '0 active tickets'],
    ['pt_pt', 1, '1 senha ativa'],
    ['pt_pt', 0, '0 senhas ativas'],
    ['pt_pt', 3, '3 senhas ativas'],
    ['zh_hant', 1, '1 張有效籌號'],
    ['zh_hans', 5, '5 张有效筹号'],
  ] as const)('%s ticketCount %i → "%s"', (lang, count, text) => {
    expect(tPlural(lang, 'pages.home.ticketCount', count)).toBe(text);
  });

  it('other params are filled in beside count', () => {
    expect(tPlural('en_us', 'pages.offerNum.reminderPeople', 1)).toBe('Remind me when 1 person is ahead');
    expect(tPlural('en_us', 'components.reminderPicker.option', 4)).toBe('4 people');
  });

  it('only keys with one and other leaves are plural keys (type level)', () => {
    const key: PluralKey = 'pages.home.ticketCount';
    // @ts-expect-error a plain text is not a plural key
    const notPlural: PluralKey = 'common.back';
    expect([key, notPlural]).toHaveLength(2);
  });
});
