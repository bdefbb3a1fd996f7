// The four dictionaries as data: same keys as zh_hant (the type check catches most of it, this
// catches what a cast or a runtime merge would hide), no empty text, the same placeholders in
// every language, every message key of docs/behaviour/8-errors.md present and docs/behaviour/8-errors.md's English wordings verbatim.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../common/languages.ts';
import { dictionaries } from './dictionaries.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const flat = Object.fromEntries(LANGUAGES.map((lang) => [lang, new Map(leaves(dictionaries[lang] as unknown as Tree))])) as Record<
  Lang,
  Map<string, string>
>;
const sourceKeys = [...flat.zh_hant.keys()];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('every dictionary has exactly zh_hant’s keys', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no key missing, no key extra`, () => {
      const keys = [...flat[lang].keys()];
      expect(sourceKeys.filter((key) => !flat[lang].has(key))).toEqual([]);
      expect(keys.filter((key) => !flat.zh_hant.has(key))).toEqual([]);
    });
  }

  it('zh_hant holds a real catalogue, not a stub', () => {
    expect(sourceKeys.length).toBeGreaterThan(300);
  });
});

describe('no empty text', () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every leaf is a non-blank string`, () => {
      const empty = [...flat[lang]].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
    });
  }
});

describe('interpolation placeholders match across languages', () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'zh_hant')) {
    it(`${lang} uses the same {{names}} as zh_hant for every key`, () => {
      const mismatched = sourceKeys
        .filter((key) => flat[lang].has(key))
        .filter((key) => placeholders(flat.zh_hant.get(key)!).join() !== placeholders(flat[lang].get(key)!).join())
        .map((key) => `${key}: ${flat.zh_hant.get(key)} ↔ ${flat[lang].get(key)}`);
      expect(mismatched).toEqual([]);
    });
  }

  it('placeholders are written {{name}} — no stray single braces', () => {
    const stray = LANGUAGES.flatMap((lang) =>
      [...flat[lang]].filter(([, text]) => /(^|[^{])\{[^{]|[^}]\}($|[^}])/.test(text)).map(([key]) => `${lang} ${key}`),
    );
    expect(stray).toEqual([]);
  });
});

// docs/behaviour/8-errors.md (Message keys), by their spec names (messages.*, except the two it places under pages).
const SECTION_8_KEYS = [
  'prohibitInput', 'noneBookingDate', 'nullServiceAndLocation', 'notMapInfo', 'errorLoadData', 'noData',
  'noSearchData', 'serverBusy', 'timeoutText', 'timeoutAlert', 'updateTips', 'updateAlert', 'appUpdateAlert',
  'keywordEmpty', 'inputAlertNum', 'checkAgree', 'mustInput',
  'noneBookingTime', 'pleaseSelectDate', 'pleaseFillInfo', 'notSupportNullId', 'errorIdLength',
  'notSupportNullMobil', 'inputOnlyNumber', 'errorMobileLength', 'departmentEmpty', 'depNoValid',
  'depSuspended', 'serviceEmpty', 'serviceEmptyByLocation', 'locationEmpty', 'serviceTypeEmptyByLocation',
  'addressNoOpen', 'locationNoRemote', 'locationSuspended', 'locationNoValid', 'serviceNoValid', 'queueClosed',
  'bookingClosed', 'errorServiceCanNotBooking', 'notBusy', 'full', 'noCounter', 'systemAbnormal',
  'noPushService', 'notSystemService', 'actionFail',
  'addToFavorite', 'moveToFavourite', 'errorMoveToFavourite', 'addCalendarEvents', 'addCalendarEventsError',
  'successRequest', 'confirmationDeleteByWeb', 'noMoreData', 'loadMore',
].map((key) => `messages.${key}`);

const NETWORK_KEYS = [
  'offline', 'connectFailed', 'timeout', 'unauthorized', 'notFound', 'unavailable', 'badRequest',
  'systemError601', 'serverMessage602', 'systemError603', 'success',
].map((key) => `messages.network.${key}`);

describe('docs/behaviour/8-errors.md (Message keys)', () => {
  it.each([...SECTION_8_KEYS, 'pages.successPage.addToNotesSuccess', 'pages.recentlyUsed.disabled', ...NETWORK_KEYS])(
    '%s exists',
    (key) => {
      expect(flat.zh_hant.has(key)).toBe(true);
    },
  );
});

// The English wording docs/behaviour/8-errors.md gives, key by key where docs/behaviour/8-errors.md ties it to one.
const SECTION_8_ENGLISH: [string, string][] = [
  ['messages.network.offline', 'Please check if the network is normal'],
  ['messages.network.connectFailed', 'Failed to connect to server'],
  ['messages.network.timeout', 'Request timeout, please try again later'],
  ['messages.network.unauthorized', 'Unauthorised access to resources'],
  ['messages.network.notFound', 'Unable to find resources'],
  ['messages.network.unavailable', 'Unable to perform this function'],
  ['messages.network.badRequest', '400 Bad Request'],
  ['messages.network.systemError601', 'system error (601): {{message}}'],
  ['messages.network.serverMessage602', '{{message}} (602)'],
  ['messages.network.systemError603', 'system error (603)'],
  ['messages.serverBusy', 'The system is busy'],
  ['messages.systemMaintenance', 'System maintenance in progress, please try again later'],
  ['messages.systemAbnormal', 'System error, unable to issue tickets'],
  ['messages.errorLoadData', 'Anomaly in loading data'],
  ['messages.serviceEmpty', 'No service available for booking'],
  ['messages.noSearchData', 'No matching results'],
  ['messages.bookingClosed', 'Booking is closed'],
  ['messages.queueClosed', 'Ticket-taking is closed'],
  ['messages.addressNoOpen', 'Location under maintenance'],
  ['messages.locationNoRemote', 'The remote counter service has been disabled'],
  ['messages.timeoutText', 'The operation has timed out and will return to the homepage'],
  ['messages.updateTips', 'The system has been updated, click Confirm or refresh manually'],
  ['messages.unknownQrCode', 'Unknown QR code'],
  ['messages.notSystemService', 'The service is not an internal system service'],
  ['messages.mustInput', 'Required to fill in'],
  ['messages.mustSelect', 'Required to select'],
  ['messages.verificationFailed', 'Verification failed'],
  ['messages.keywordEmpty', 'Please enter the enquiry content'],
  ['pages.myBooking.treated', 'Processing completed'],
  ['pages.myBooking.absent', 'Absent'],
];

describe('docs/behaviour/8-errors.md English wordings are used as given', () => {
  it.each(SECTION_8_ENGLISH)('en_us %s = "%s"', (key, text) => {
    expect(flat.en_us.get(key)).toBe(text);
  });

  it('docs/behaviour/8-errors.md wordings are English only: other languages translate them', () => {
    const untranslated = SECTION_8_ENGLISH.filter(([key]) => !key.endsWith('badRequest') && !key.endsWith('602')).flatMap(
      ([key, text]) => (['zh_hant', 'zh_hans', 'pt_pt'] as Lang[]).filter((lang) => flat[lang].get(key) === text).map((lang) => `${lang} ${key}`),
    );
    expect(untranslated).toEqual([]);
  });
});

describe('typography', () => {
  it('no text starts or ends with whitespace or holds a double space', () => {
    const sloppy = LANGUAGES.flatMap((lang) =>
      [...flat[lang]].filter(([, text]) => text !== text.trim() || /\S {2,}\S/.test(text)).map(([key]) => `${lang} ${key}`),
    );
    expect(sloppy).toEqual([]);
  });

  it('Chinese texts use full-width , : ; ? ! next to Chinese characters', () => {
    const cjk = '[\\u3400-\\u9fff]';
    const halfWidth = new RegExp(`${cjk}[,:;?!]|[,:;?!]${cjk}`);
    const found = (['zh_hant', 'zh_hans'] as Lang[]).flatMap((lang) =>
      [...flat[lang]].filter(([, text]) => halfWidth.test(text)).map(([key, text]) => `${lang} ${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('Portuguese and English texts hold no Chinese characters (language names aside)', () => {
    const found = (['pt_pt', 'en_us'] as Lang[]).flatMap((lang) =>
      [...flat[lang]]
        .filter(([key, text]) => !key.startsWith('languageNames.') && /[\u3400-\u9fff\uff01-\uff5e]/.test(text))
        .map(([key]) => `${lang} ${key}`),
    );
    expect(found).toEqual([]);
  });

  it('calendar weekday headers run Sunday to Saturday in every language', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(dictionaries[lang].pages.calendar.weekdays)).toEqual(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']);
    }
  });

  it('each element has a title in every language', () => {
    for (const tag of ['booking-app', 'queue-ticket', 'my-tickets', 'service-search']) {
      for (const lang of LANGUAGES) expect(flat[lang].get(`elements.${tag}.title`)).toBeTruthy();
    }
  });
});

describe('language names and script', () => {
  it('each language is named in itself, the same in every dictionary', () => {
    for (const lang of LANGUAGES) {
      expect(dictionaries[lang].languageNames).toEqual({ zh_hant: '繁體中文', zh_hans: '简体中文', pt_pt: 'Português', en_us: 'English' });
    }
  });

  // Characters that exist only in one script: a slip from copying the other dictionary.
  const SIMPLIFIED_ONLY = /[约号务选择码设网这时间关开机录询击确认轮侯预览载还请专业动应术达]/;
  const TRADITIONAL_ONLY = /[約號務選擇碼設網這時間關開機錄詢擊確認輪預覽載還請專業動應術達]/;
  const text = (lang: Lang) => [...flat[lang]].filter(([key]) => !key.startsWith('languageNames.'));

  it('zh_hant has no simplified-only characters', () => {
    expect(text('zh_hant').filter(([, value]) => SIMPLIFIED_ONLY.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('zh_hans has no traditional-only characters', () => {
    expect(text('zh_hans').filter(([, value]) => TRADITIONAL_ONLY.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('zh_hant uses Macau wording: 取籌, 預約, 排隊人數, 開放櫃枱, 私隱', () => {
    const all = text('zh_hant').map(([, value]) => value).join('\n');
    for (const word of ['取籌', '預約', '排隊人數', '開放櫃枱', '私隱']) expect(all).toContain(word);
    expect(all).not.toContain('隱私');
  });

  it('pt_pt uses the Macau administration’s words: senha, marcação, balcão', () => {
    const all = text('pt_pt').map(([, value]) => value.toLowerCase()).join('\n');
    for (const word of ['senha', 'marcação', 'balcão', 'telemóvel']) expect(all).toContain(word);
    expect(all).not.toContain('celular');
  });

  it('pt_pt keeps one spelling: the current orthography (atualizar, selecionar), as the other pt_pt labels do', () => {
    const old = text('pt_pt').filter(([, value]) => /actualiz|seleccion|selecção|activ[oa]|efectu|incorrect|desactiv/i.test(value));
    expect(old.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
  });
});
