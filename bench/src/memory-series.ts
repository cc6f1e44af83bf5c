import { memoryOf } from "./api-measure";

export type MemorySeries = { label: string; rssMb: number[] };

// Each server's resident memory (VmRSS in /proc/<pid>/status) read every `everyMs` while a run
// lasts: flat over a long run means nothing grows per request.
export function sampleMemory(servers: { label: string; pid: number | undefined }[], everyMs = 5_000) {
  const series: MemorySeries[] = servers.map(({ label }) => ({ label, rssMb: [] }));
  const sample = () =>
    servers.forEach(({ pid }, index) => {
      const memory = memoryOf(pid);
      if (memory) series[index]?.rssMb.push(Math.round(memory.rss));
    });
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop: (): MemorySeries[] => {
      clearInterval(timer);
      sample();
      return series;
    },
  };
}

export function printMemory(series: MemorySeries[], everyMs = 5_000) {
  console.log(`\nServer memory (RSS MB, every ${everyMs / 1000} s, and a last sample at the end):`);
  for (const { label, rssMb } of series) {
    const first = rssMb[0] ?? Number.NaN;
    const last = rssMb.at(-1) ?? Number.NaN;
    console.log(`  ${label}: ${rssMb.join(" ")}`);
    console.log(
      `  ${label}: first ${first} → last ${last} MB (${last >= first ? "+" : ""}${last - first} MB), max ${Math.max(...rssMb)} MB`,
    );
  }
}
