// The query parameters of the page's link that start-up reads (SPEC.md §2 Routes; the plan is
// startup-params.ts, which reads no other). A link with none of them, blank ones aside, starts
// an element as if there were no link: the host page's own parameters (utm_source…) change nothing.
export const STARTUP_LINK_PARAMS = ['error', 'code', 'memoJump', 'serviceId', 'locationId', 'serviceCode', 'departmentId', 'language', 'lang'] as const;

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
