/**
 * Lighthouse's CPU slowdown for this machine. Its default (4×) assumes a high-end desktop
 * (BenchmarkIndex ~1,500), so that the slowed CPU lands on a mid-tier phone; on a slower host the
 * same 4× emulates a much slower phone than intended. Lighthouse's guidance ("Calibrating the CPU
 * slowdown", docs/throttling.md) is to pick the multiplier from the host's BenchmarkIndex; this is
 * the piecewise-linear rule of its CPU throttling calculator (lighthouse-cpu-throttling-calculator).
 * Returns null where the host is too slow to emulate the target at all.
 */
export function calibratedCpuSlowdown(benchmarkIndex: number): number | null {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < 150) return null
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500
  return 1 + (benchmarkIndex - 150) / 650
}
