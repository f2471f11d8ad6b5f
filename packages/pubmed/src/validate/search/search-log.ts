/**
 * The E-utilities terms searched for each reference, in order and without repeats: the evidence's `searches`.
 * Batched calls OR many references' terms together; each reference keeps only its own part.
 */
export class SearchLog {
  private readonly terms = new Map<number, string[]>();

  add(position: number, term: string): void {
    const list = this.terms.get(position) ?? [];
    if (!list.includes(term)) list.push(term);
    this.terms.set(position, list);
  }

  of(position: number): string[] {
    return [...(this.terms.get(position) ?? [])];
  }
}
