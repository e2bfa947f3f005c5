import type { Rule } from 'eslint';

declare const plugin: { rules: { 'client-names': Rule.RuleModule } };
export default plugin;
