/**
 * A client component can be told from a server one by its name: a module that starts with
 * 'use client' is named `*.client.ts(x)`, and a `*.client.ts(x)` module starts with 'use client'.
 * Next's own file names (page, layout, error…) keep their names, whichever side they run on.
 */
const NEXT_FILES = new Set(['page', 'layout', 'error', 'global-error', 'not-found', 'loading', 'template', 'default', 'route', 'forbidden', 'unauthorized']);

const rule = {
  meta: {
    type: 'suggestion',
    docs: { description: "Modules marked 'use client' are named *.client.ts(x), and only they" },
    schema: [],
    messages: {
      name: "This module starts with 'use client': name it {{expected}}.",
      directive: "A *.client module starts with 'use client'.",
    },
  },
  create(context) {
    return {
      Program(program) {
        const file = context.filename.replace(/\\/g, '/');
        const base = file.slice(file.lastIndexOf('/') + 1);
        const match = /^(.*?)(\.client)?\.(tsx?)$/.exec(base);
        if (!match || NEXT_FILES.has(match[1])) return;
        const first = program.body[0];
        const isClient = first?.type === 'ExpressionStatement' && first.directive === 'use client';
        if (isClient && !match[2]) context.report({ node: first, messageId: 'name', data: { expected: `${match[1]}.client.${match[3]}` } });
        if (!isClient && match[2]) context.report({ node: program, loc: { line: 1, column: 0 }, messageId: 'directive' });
      },
    };
  },
};

const plugin = { rules: { 'client-names': rule } };
export default plugin;
