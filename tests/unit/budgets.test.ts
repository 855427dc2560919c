import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';

// The budget script itself must catch what it guards against.
function runBudget(chunks: { fileName: string; bytes: number; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; packages?: Record<string, number> }[]) {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  for (const chunk of chunks) writeFileSync(join(dist, chunk.fileName), randomBytes(chunk.bytes)); // random bytes do not compress
  const report = chunks.map(({ fileName, isEntry = false, imports = [], dynamicImports = [], packages = { src: 1 } }) => ({
    fileName,
    isEntry,
    imports,
    dynamicImports,
    packages,
  }));
  writeFileSync(join(dist, 'bundle-report.json'), JSON.stringify({ chunks: report }));
  try {
    return { code: 0, output: execFileSync('node', ['scripts/check-budgets.mjs', dist], { encoding: 'utf8', stdio: 'pipe' }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: e.stdout + e.stderr };
  }
}

describe('scripts/check-budgets.mjs', () => {
  it('passes a small build and prints the sizes', () => {
    const result = runBudget([{ fileName: 'entry.js', bytes: 50_000, isEntry: true, dynamicImports: ['page.js'] }, { fileName: 'page.js', bytes: 10_000 }]);
    expect(result.code).toBe(0);
    expect(result.output).toMatch(/total\s+4\d\.\d KB/);
  });

  it('counts static imports of the entry and fails over 120 KB', () => {
    const result = runBudget([
      { fileName: 'entry.js', bytes: 80_000, isEntry: true, imports: ['shared.js'] },
      { fileName: 'shared.js', bytes: 50_000 },
    ]);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/initial JS is 12\d\.\d KB, over 120\.0 KB/);
  });

  it.each(['leaflet', 'swiper', 'yup'])('fails when %s is in the initial JS', (pkg) => {
    const result = runBudget([{ fileName: 'entry.js', bytes: 1_000, isEntry: true, packages: { [pkg]: 10, src: 10 } }]);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`${pkg} is in the initial JS`);
  });

  it('fails when a deferred chunk adds over 60 KB after a page renders', () => {
    const result = runBudget([
      { fileName: 'entry.js', bytes: 50_000, isEntry: true, dynamicImports: ['page.js'] },
      { fileName: 'page.js', bytes: 10_000, dynamicImports: ['map.js'] },
      { fileName: 'map.js', bytes: 70_000 },
    ]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('map.js adds');
  });

  it('fails when a lazy page needs over 150 KB', () => {
    const result = runBudget([
      { fileName: 'entry.js', bytes: 100_000, isEntry: true, dynamicImports: ['page.js'] },
      { fileName: 'page.js', bytes: 60_000 },
    ]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('page.js needs');
  });
});
