import type { Rule } from 'eslint';

declare const plugin: { rules: { 'staff-first': Rule.RuleModule } };
export default plugin;
