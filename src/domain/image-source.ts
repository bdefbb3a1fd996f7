// docs/behaviour/5-validation.md: image sources in service detail HTML are accepted only as http, https, or data URIs
// of jpeg or png. A data: SVG can carry script, and other schemes (javascript:, file:, blob:) have
// no business in server-provided detail text.
// @chunk element-body: the home and the queue screen show server images (docs/build.md).

const DATA_IMAGE = /^data:image\/(?:jpeg|jpg|png)(?:;[a-z0-9=._+-]+)*(?:;base64)?,/i;

export function isAllowedImageSource(src: string | null | undefined): boolean {
  if (!src) return false;
  // Browsers ignore leading/trailing whitespace and control characters in URLs; so must we.
  // (Everything below '!': U+0000 to U+0020.)
  const value = src.replace(/[^\x21-\uffff]+/g, '');
  if (/^https?:\/\//i.test(value)) return true;
  return DATA_IMAGE.test(value);
}
