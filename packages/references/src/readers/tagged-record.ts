/** One field of a tagged record (RIS or MEDLINE): its tag, its value, and the 1-based line it started on. */
export interface TaggedField {
  tag: string;
  value: string;
  line: number;
}

/** A record of a tagged file: its fields in file order and the text it was read from. */
export interface TaggedRecord {
  fields: TaggedField[];
  text: string;
  line: number;
}

/** All values of a tag, in order. */
export function valuesOf(record: TaggedRecord, ...tags: string[]): string[] {
  return record.fields.filter((field) => tags.includes(field.tag)).map((field) => field.value);
}

/** The first non-empty value among the tags, tried in the order given. */
export function firstOf(record: TaggedRecord, ...tags: string[]): string | undefined {
  for (const tag of tags) {
    const found = record.fields.find((field) => field.tag === tag && field.value !== '');
    if (found) return found.value;
  }
  return undefined;
}
