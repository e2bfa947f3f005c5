/**
 * A page of the site reads its query only as its folder declares it (lib/cache/page-reads.ts):
 * `searchParams` is handed to `pageQuery(reads, searchParams)`, `reads` imported from the folder's
 * reads.ts, and used in no other way, so the page cache's key (built from the same declaration)
 * holds every parameter the page can see. No module of the site calls useSearchParams: a client
 * component rendered on the server would read the whole query the key does not hold.
 */
const READS_MODULE = /^(?:\.\.?\/)+reads$/;

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Pages read their query through pageQuery(reads, searchParams); nothing calls useSearchParams' },
    schema: [],
    messages: {
      direct: 'Read the query as `await pageQuery(reads, searchParams)`, with `reads` from this folder\'s reads.ts: the page cache keys the page on what reads.ts declares.',
      rename: 'Keep the name `searchParams` and hand it to pageQuery(reads, searchParams).',
      hook: "useSearchParams reads the whole query, which the page cache does not key: read it in the page with pageQuery and pass what is needed as props.",
    },
  },
  create(context) {
    const file = context.filename.replace(/\\/g, '/');
    const isPage = /\/page\.tsx?$/.test(file);
    const readsNames = new Set();
    const pageQueryNames = new Set();
    const uses = [];
    const named = (specifier, name) => specifier.type === 'ImportSpecifier' && (specifier.imported.name ?? specifier.imported.value) === name;
    return {
      ImportDeclaration(node) {
        const source = node.source.value;
        for (const specifier of node.specifiers) {
          if (READS_MODULE.test(source) && named(specifier, 'reads')) readsNames.add(specifier.local.name);
          if (source === '@/lib/cache/page-reads' && named(specifier, 'pageQuery')) pageQueryNames.add(specifier.local.name);
          if (source === 'next/navigation' && named(specifier, 'useSearchParams')) context.report({ node: specifier, messageId: 'hook' });
        }
      },
      Identifier(node) {
        if (isPage && node.name === 'searchParams') uses.push(node);
      },
      'Program:exit'() {
        for (const node of uses) {
          const parent = node.parent;
          // The binding in the page's props (`{ params, searchParams }`) and the Props type's field.
          if (parent.type === 'Property' && parent.parent.type === 'ObjectPattern') {
            if (parent.value.type !== 'Identifier' || parent.value.name !== 'searchParams') context.report({ node, messageId: 'rename' });
            continue;
          }
          if (parent.type === 'TSPropertySignature' && parent.key === node) continue;
          // `{ searchParams }` handed on: its value is reported, not its key as well.
          if (parent.type === 'Property' && parent.shorthand && parent.key === node && parent.value !== node) continue;
          const expression = parent.type === 'MemberExpression' && parent.property === node && !parent.computed ? parent : node;
          const call = expression.parent;
          const handed =
            call?.type === 'CallExpression' &&
            call.callee.type === 'Identifier' &&
            pageQueryNames.has(call.callee.name) &&
            call.arguments[1] === expression &&
            call.arguments[0]?.type === 'Identifier' &&
            readsNames.has(call.arguments[0].name);
          if (!handed) context.report({ node, messageId: 'direct' });
        }
      },
    };
  },
};

const plugin = { rules: { 'page-query': rule } };
export default plugin;
