/**
 * The rules live in docs/product.md, and code names them by its headings. Every heading a comment
 * or test names must exist there, every doc a comment points to must exist, and no source, test or
 * doc cites a rule by a number, a spec section, an issue or a spec that a clone of this repository
 * lacks.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '../..');
const files = execFileSync('git', ['ls-files', 'src', 'server', 'tests', 'scripts', 'docs', 'README.md', '.ci'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js|md|sql|html|sh)$|^\.ci\/run$/.test(file) && existsSync(join(ROOT, file)));
// This file names examples of what it looks for.
const text = new Map(files.filter((file) => file !== 'tests/unit/docs-references.test.ts').map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));
const headings = new Set([...readFileSync(join(ROOT, 'docs/product.md'), 'utf8').matchAll(/^#+ (.+)$/gm)].map((m) => m[1]!.trim()));

describe('references to the docs', () => {
  it('names only headings docs/product.md has', () => {
    const missing: string[] = [];
    for (const [file, content] of text) {
      // `docs/product.md, "Heading"`, `docs/product.md "Heading"`, `docs/product.md: "A", "B"`.
      for (const match of content.matchAll(/docs\/product\.md[,:]?((?:\s*(?:,|and)?\s*"[^"\n]+")+)/g)) {
        for (const [, heading] of match[1]!.matchAll(/"([^"\n]+)"/g)) if (!headings.has(heading!)) missing.push(`${file}: "${heading}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('points only to docs that exist', () => {
    const missing: string[] = [];
    for (const [file, content] of text) {
      for (const [path] of content.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) if (!existsSync(join(ROOT, path))) missing.push(`${file}: ${path}`);
    }
    expect(missing).toEqual([]);
  });

  const CITATIONS = [/\u00a7/, /\b(?:R|rulings? )\d{1,2}\b(?<!Cloudflare R2)/, /\((?:see )?#\d{1,3}\)|\bissues? #?\d{1,3}\b/i, /\bthe spec\b(?!\.)|\bspec's\b/i];
  const cites = (line: string) => CITATIONS.some((pattern) => pattern.test(line));

  it('knows a citation when it sees one', () => {
    for (const line of ['as \u00a74.2 says', 'per R12', 'ruling 3', 'fixed in (#54)', '(see #7)', 'issue 12', 'issue #12', 'issues 4 to 6', 'Issues #4 and #5', 'as the spec says', "the spec's list"]) {
      expect(cites(line), line).toBe(true);
    }
    for (const line of ['Cloudflare R2', 'two issues remain', 'the spec.', 'Record<string, number>']) expect(cites(line), line).toBe(false);
  });

  it('cites no rule number, spec section, issue number or spec', () => {
    const cited: string[] = [];
    for (const [file, content] of text) {
      content.split('\n').forEach((line, i) => {
        if (cites(line)) cited.push(`${file}:${i + 1}: ${line.trim().slice(0, 80)}`);
      });
    }
    expect(cited).toEqual([]);
  });
});
