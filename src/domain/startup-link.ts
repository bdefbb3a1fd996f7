// What of the page's link start-up reads (docs/behaviour/2-screens.md (Routes); the plan is startup-params.ts, which
// reads the link through readLink alone): the query parameters below, and the app-entry route's
// hash. A link that names none of them, blank ones aside, starts an element as if there were no
// link: the host page's own parameters (utm_source…) change nothing.

/** docs/behaviour/6-roles.md (Test mode): the link suffix `?testMobile=85366000001` asks for a mock mobile's token. */
export const TEST_MOBILE_PARAM = 'testMobile';

export const STARTUP_LINK_PARAMS = [
  'error',
  'code',
  'state',
  TEST_MOBILE_PARAM,
  'memoJump',
  'qrcodeContent',
  'serviceId',
  'locationId',
  'serviceCode',
  'departmentId',
  'language',
  'lang',
] as const;

export type StartupLinkParam = (typeof STARTUP_LINK_PARAMS)[number];

export type LinkParams = URLSearchParams | Readonly<Record<string, string | null | undefined>>;

/** The value of `name` in the link, trimmed; null when absent or blank. */
export function readLink(link: LinkParams, name: StartupLinkParam): string | null {
  const raw = link instanceof URLSearchParams ? link.get(name) : link[name];
  const value = raw?.trim();
  return value ? value : null;
}

/** Whether the link names anything start-up would act on. */
export function linkNamesAStart(link: LinkParams): boolean {
  return STARTUP_LINK_PARAMS.some((name) => readLink(link, name) !== null);
}

/**
 * The parameters a host app hands over in the hash of the app-entry route (docs/behaviour/2-screens.md (App entry):
 * `#/app?serviceId=3002&locationId=201&language=en`), or null when the hash is not that route.
 */
export function appEntryParams(hash: string): URLSearchParams | null {
  const match = /^#?(\/app)\/?(?:\?(.*))?$/.exec(hash.trim());
  return match ? new URLSearchParams(match[2] ?? '') : null;
}
