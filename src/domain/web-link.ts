// A link from server data (a service's detail URL) is followed only when it is a web address:
// javascript:, data: and other schemes would run in, or take over, the host page.

/** The absolute http(s) URL, or null when the value is anything else. */
export function webLink(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * An address an integrator gives (an attribute), resolved against the page, as a URL to build
 * on; null when it is empty, unparsable or not a web address once resolved.
 */
export function pageWebUrl(given: string | null | undefined, pageUrl: string): URL | null {
  const text = (given ?? '').trim();
  if (text === '') return null;
  let resolved: string;
  try {
    resolved = new URL(text, pageUrl).href;
  } catch {
    return null;
  }
  const web = webLink(resolved);
  return web ? new URL(web) : null;
}
