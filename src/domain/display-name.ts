// docs/behaviour/5-validation.md (Names) "Names have commas (ASCII and full-width) removed": the server joins some names
// with commas (a department's several names, a location list), and a tile or a heading reads
// them as one name.
// @chunk element-body: the home and the widgets' first screens show names (docs/build.md).

const COMMAS = /[,\uFF0C]/g;

/** The name as shown: ',' and '，' removed, nothing else touched. */
export function displayName(name: string | null | undefined): string {
  return (name ?? '').replace(COMMAS, '');
}
