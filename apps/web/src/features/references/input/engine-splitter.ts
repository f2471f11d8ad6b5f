/*
 * The reference engine's list splitter, imported by file rather than through
 * `@galley/references`: the package's index also brings its BibTeX, EndNote-XML and Unicode tables into
 * the chunk (+104 KB gzipped, measured with `npm run build --workspace apps/web`), while these files alone
 * add about 4 KB. It is pure (no I/O), so the browser counts a pasted list exactly as the server cuts
 * it. A subpath export of the package (e.g. `@galley/references/split`) would let this use the name.
 */
export { splitReferenceList } from '../../../../../../packages/references/src/readers/split-reference-list.ts';
