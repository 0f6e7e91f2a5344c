// `size --why`: which packages (and shop/kit folders) make up a set of built chunks, read from the
// build's source maps, scaled to the chunks' gzip size.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** The package (or workspace folder) a source file belongs to. */
function owner(source) {
  const inPackage = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inPackage) return inPackage[1];
  const inWorkspace = /(packages\/[^/]+|apps\/shop\/src\/[^/]+)/.exec(source);
  return inWorkspace ? inWorkspace[1] : '(generated)';
}

/** Bytes of the given chunks per owner, from their source maps, scaled to the chunks' gzip size. */
export function attribution(outDir, files) {
  const bytes = new Map();
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const code = readFileSync(path.join(outDir, file), 'utf8');
    raw += code.length;
    gzip += gzipSync(code, { level: 9 }).length;
    const lines = code.split('\n');
    const mapFile = path.join(outDir, `${file}.map`);
    if (!existsSync(mapFile)) {
      bytes.set('(generated)', (bytes.get('(generated)') ?? 0) + code.length); // the bundler's runtime
      continue;
    }
    const mappings = [];
    new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))).eachMapping((m) => mappings.push(m));
    mappings.forEach((mapping, index) => {
      const next = mappings[index + 1];
      const end =
        next && next.generatedLine === mapping.generatedLine
          ? next.generatedColumn
          : (lines[mapping.generatedLine - 1]?.length ?? 0);
      const key = owner(mapping.source ?? '');
      bytes.set(key, (bytes.get(key) ?? 0) + Math.max(0, end - mapping.generatedColumn));
    });
  }
  return [...bytes].map(([name, size]) => ({ name, gzip: (size * gzip) / raw })).sort((a, b) => b.gzip - a.gzip);
}
