/** True positives, false positives and false negatives of one field, and the figures derived from them. */
export class FieldScore {
  tp = 0;
  fp = 0;
  fn = 0;

  get precision(): number {
    return this.tp + this.fp === 0 ? 1 : this.tp / (this.tp + this.fp);
  }

  get recall(): number {
    return this.tp + this.fn === 0 ? 1 : this.tp / (this.tp + this.fn);
  }

  get f1(): number {
    const sum = this.precision + this.recall;
    return sum === 0 ? 0 : (2 * this.precision * this.recall) / sum;
  }

  row(name: string): (string | number)[] {
    return [name, this.tp + this.fn, this.precision.toFixed(3), this.recall.toFixed(3), this.f1.toFixed(3)];
  }
}
