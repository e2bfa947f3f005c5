/**
 * The page cache keeps the API's read endpoints keyed by their query as the endpoint's schema reads
 * it (lib/cache/page-key.ts apiCacheKey), which holds only while each GET is a function of its query
 * and the content: `export const GET = getRoute(schema, load)` (or `methodNotAllowed`), whose `load`
 * hands its request to nothing but `previewAllowed` (a preview is never kept). The endpoints the cache
 * never keeps (the health check, the mail links) are left out of this rule in eslint.config.mjs.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'API GET routes are getRoute(schema, load) or methodNotAllowed, and load reads nothing of the request but the preview check' },
    schema: [],
    messages: {
      shape: 'Export GET as `getRoute(schema, load)` or `methodNotAllowed`: the page cache keys API reads by their query alone.',
      request: "A cached read answers by its query alone: hand the request to previewAllowed only, or keep the endpoint out of the cache (lib/cache/page-key.ts UNCACHED_API).",
    },
  },
  create(context) {
    const checkLoad = (load) => {
      if (!load || (load.type !== 'ArrowFunctionExpression' && load.type !== 'FunctionExpression')) return;
      const req = load.params[1];
      if (!req) return;
      if (req.type !== 'Identifier') return context.report({ node: req, messageId: 'request' });
      const [variable] = context.sourceCode.getDeclaredVariables(load).filter((v) => v.name === req.name);
      for (const reference of variable?.references ?? []) {
        const call = reference.identifier.parent;
        const toPreview = call.type === 'CallExpression' && call.callee.type === 'Identifier' && call.callee.name === 'previewAllowed' && call.arguments.includes(reference.identifier);
        if (!toPreview) context.report({ node: reference.identifier, messageId: 'request' });
      }
    };
    return {
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (!declaration) {
          for (const specifier of node.specifiers) if ((specifier.exported.name ?? specifier.exported.value) === 'GET') context.report({ node: specifier, messageId: 'shape' });
          return;
        }
        if (declaration.type === 'FunctionDeclaration' && declaration.id?.name === 'GET') return context.report({ node: declaration, messageId: 'shape' });
        if (declaration.type !== 'VariableDeclaration') return;
        for (const d of declaration.declarations) {
          if (d.id.type !== 'Identifier' || d.id.name !== 'GET') continue;
          const init = d.init;
          if (init?.type === 'Identifier' && init.name === 'methodNotAllowed') continue;
          if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'getRoute') {
            checkLoad(init.arguments[1]);
            continue;
          }
          context.report({ node: d, messageId: 'shape' });
        }
      },
    };
  },
};

const plugin = { rules: { 'api-get': rule } };
export default plugin;
