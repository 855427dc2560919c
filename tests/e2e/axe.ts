/**
 * axe-core's WCAG 2.2 AA rules on the page open now, as the journeys read them: each violation with
 * its rule, its impact, what it asks and the elements that break it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default opens a blank page for every check to
  // gather frames' results, which took two to three times as long here; the shop's pages have no
  // cross-origin frame for it to gather (axe names any it could not test).
  const results = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join('\n')}`);
}
