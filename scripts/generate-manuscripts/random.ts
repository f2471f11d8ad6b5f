import { seededRandom } from '../manuscript/seeded-random.ts';

/** Seeded choices, so one seed always gives the same manuscript. */
export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  float(): number {
    return this.next();
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  pickMany<T>(items: readonly T[], count: number): T[] {
    return Array.from({ length: count }, () => this.pick(items));
  }
}
