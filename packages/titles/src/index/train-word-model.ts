/**
 * Logistic regression by Newton's method (IRLS) with a small ridge: few features, many rows, converges in a handful of
 * steps and needs no learning rate. Deterministic.
 */
export function trainWordModel(
  rows: readonly number[][],
  labels: readonly number[],
  iterations = 8,
): number[] {
  const size = rows[0]?.length ?? 0;
  let weights = new Array<number>(size).fill(0);
  for (let step = 0; step < iterations; step++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    rows.forEach((row, at) => {
      let sum = 0;
      for (let i = 0; i < size; i++) sum += (weights[i] ?? 0) * (row[i] ?? 0);
      const p = 1 / (1 + Math.exp(-sum));
      const error = (labels[at] ?? 0) - p;
      const w = p * (1 - p);
      for (let i = 0; i < size; i++) {
        const xi = row[i] ?? 0;
        gradient[i] = (gradient[i] ?? 0) + error * xi;
        const line = hessian[i] as number[];
        for (let j = 0; j <= i; j++) line[j] = (line[j] ?? 0) + w * xi * (row[j] ?? 0);
      }
    });
    for (let i = 0; i < size; i++) {
      const line = hessian[i] as number[];
      line[i] = (line[i] ?? 0) + 1;
      gradient[i] = (gradient[i] ?? 0) - (weights[i] ?? 0);
      for (let j = 0; j < i; j++) (hessian[j] as number[])[i] = line[j] ?? 0;
    }
    const delta = solve(hessian, gradient);
    weights = weights.map((weight, i) => weight + (delta[i] ?? 0));
  }
  return weights.map((weight) => Math.round(weight * 10_000) / 10_000);
}

/** Gaussian elimination with partial pivoting (the matrix is small and positive definite). */
function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let column = 0; column < n; column++) {
    let pivot = column;
    for (let row = column + 1; row < n; row++)
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    [a[column], a[pivot]] = [a[pivot] as number[], a[column] as number[]];
    const top = a[column] as number[];
    for (let row = column + 1; row < n; row++) {
      const line = a[row] as number[];
      const factor = (line[column] ?? 0) / (top[column] || 1);
      for (let k = column; k <= n; k++) line[k] = (line[k] ?? 0) - factor * (top[k] ?? 0);
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    const line = a[row] as number[];
    let sum = line[n] ?? 0;
    for (let k = row + 1; k < n; k++) sum -= (line[k] ?? 0) * (x[k] ?? 0);
    x[row] = sum / (line[row] || 1);
  }
  return x;
}
