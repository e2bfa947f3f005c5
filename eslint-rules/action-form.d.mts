import type { Rule } from 'eslint';

declare const plugin: { rules: { 'action-form': Rule.RuleModule } };
export default plugin;
