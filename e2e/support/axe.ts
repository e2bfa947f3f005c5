import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export type A11yOptions = {
  /** CSS selectors to scan instead of the whole page. */
  include?: string[];
  /** CSS selectors left out of the scan (third-party widgets, say). */
  exclude?: string[];
  /** axe rule ids switched off for this scan; say why at the call site. */
  disableRules?: string[];
};

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe (WCAG 2.0/2.1 A and AA) on the page as it is now and fails when any violation has
 * impact "serious" or "critical", listing each as `impact rule-id: help (up to 3 targets)`.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const targets = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : '';
      return `${v.impact} ${v.id}: ${v.help} (${targets.join(', ')}${more})`;
    });
  expect(serious, `axe found serious or critical violations on ${page.url()}:\n${serious.join('\n')}`).toEqual([]);
}
