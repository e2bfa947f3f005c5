/**
 * A back-office server action takes nothing, or a form last, and reads that form: the middleware
 * (lib/security/server-actions.ts) lets through only the argument lists such actions are posted
 * with, and Next's client sends an argument only when the action's id says it is used. A
 * 'use server' module exports its actions and nothing else (types aside).
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Server actions are `export async function name()` or `(…, form: FormData)` that read the form; nothing else is exported' },
    schema: [],
    messages: {
      shape: "A 'use server' module exports only its actions, each `export async function`.",
      params: 'An action takes nothing, or a `form: FormData` last: the middleware refuses other argument lists.',
      unread: 'Read `form`: Next sends an argument only when the action uses it.',
    },
  },
  create(context) {
    const checkAction = (fn) => {
      if (!fn.async) return context.report({ node: fn, messageId: 'shape' });
      if (fn.params.length === 0) return;
      const last = fn.params[fn.params.length - 1];
      const annotation = last.type === 'Identifier' ? last.typeAnnotation?.typeAnnotation : undefined;
      const isForm = last.type === 'Identifier' && last.name === 'form' && annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier' && annotation.typeName.name === 'FormData';
      if (!isForm) return context.report({ node: last, messageId: 'params' });
      const [variable] = context.sourceCode.getDeclaredVariables(fn).filter((v) => v.name === 'form');
      if (!variable || variable.references.length === 0) context.report({ node: last, messageId: 'unread' });
    };
    return {
      ExportNamedDeclaration(node) {
        if (node.exportKind === 'type') return;
        const declaration = node.declaration;
        if (declaration?.type === 'FunctionDeclaration') return checkAction(declaration);
        if (declaration?.type === 'TSTypeAliasDeclaration' || declaration?.type === 'TSInterfaceDeclaration') return;
        context.report({ node, messageId: 'shape' });
      },
      ExportDefaultDeclaration(node) {
        context.report({ node, messageId: 'shape' });
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') context.report({ node, messageId: 'shape' });
      },
    };
  },
};

const plugin = { rules: { 'action-form': rule } };
export default plugin;
