import type { Rule } from 'eslint';

declare const plugin: { rules: { 'api-get': Rule.RuleModule } };
export default plugin;
