import type { Rule } from 'eslint';

declare const plugin: { rules: { 'page-query': Rule.RuleModule } };
export default plugin;
