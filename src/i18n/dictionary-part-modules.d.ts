// The part modules the build cuts from each dictionary (scripts/dictionary-parts-plugin.ts): the
// same export name as the dictionary file, holding some of its branches.
declare module '*?part=first' {
  const part: import('./translate.ts').DictPart;
  export { part as zh_hant, part as zh_hans, part as pt_pt, part as en_us };
}

declare module '*?part=rest' {
  const part: import('./translate.ts').DictPart;
  export { part as zh_hant, part as zh_hans, part as pt_pt, part as en_us };
}
