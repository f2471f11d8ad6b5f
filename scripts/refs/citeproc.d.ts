// citeproc-js ships no types; the part the agreement check uses.
declare module 'citeproc' {
  interface CiteprocSys {
    retrieveLocale(language: string): string;
    retrieveItem(id: string): unknown;
  }
  interface CiteprocEngine {
    updateItems(ids: string[]): void;
    makeBibliography(): [unknown, string[]];
  }
  const CSL: { Engine: new (sys: CiteprocSys, style: string, language: string) => CiteprocEngine };
  export default CSL;
}
