// `pnpm --filter @juicyin/api profile:summary <file.cpuprofile>`: where a V8 CPU profile (the
// API's, written with BENCH_CPU_PROF=<dir> during a bench) spent its time, by package and by
// function (self time). A dozen lines of aggregation over the profile's samples: the DevTools
// viewer shows the same, but not in a terminal or a document.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The package a frame belongs to: a dependency's name, `api`/`domain`/`contract` for ours, or V8's own. */
function packageOf(url: string, functionName: string): string {
  if (url === '') return functionName.startsWith('(') ? functionName : '(native)';
  const dependency = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (dependency?.[1]) return dependency[1];
  const ours = /(?:apps|packages)\/([^/]+)\//.exec(url);
  if (ours?.[1]) return ours[1];
  if (url.startsWith('node:')) return 'node';
  return url;
}

function selfTimes(profile: CpuProfile): Map<number, number> {
  const times = new Map<number, number>();
  profile.samples.forEach((nodeId, index) => {
    times.set(nodeId, (times.get(nodeId) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  return times;
}

function top(totals: Map<string, number>, count: number, all: number): string[] {
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `| ${name} | ${(micros / 1000).toFixed(0)} | ${((100 * micros) / all).toFixed(1)} % |`);
}

function summarise(profile: CpuProfile, count = 15): string {
  const times = selfTimes(profile);
  const byPackage = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let all = 0;
  for (const node of profile.nodes) {
    const micros = times.get(node.id) ?? 0;
    if (micros === 0) continue;
    all += micros;
    const { functionName, url, lineNumber } = node.callFrame;
    const where = packageOf(url, functionName);
    byPackage.set(where, (byPackage.get(where) ?? 0) + micros);
    const name = `${functionName || '(anonymous)'} (${where}${url ? `:${String(lineNumber + 1)}` : ''})`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  }
  return [
    `Profile of ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s`,
    '',
    '| package | self ms | share |',
    '| --- | ---: | ---: |',
    ...top(byPackage, count, all),
    '',
    '| function | self ms | share |',
    '| --- | ---: | ---: |',
    ...top(byFunction, count, all),
  ].join('\n');
}

const file = process.argv[2];
if (file) console.info(summarise(JSON.parse(readFileSync(file, 'utf8')) as CpuProfile));
else {
  console.error('usage: pnpm --filter @juicyin/api profile:summary <file.cpuprofile>');
  process.exitCode = 2;
}
