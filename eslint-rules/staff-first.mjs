/**
 * Every page and server action of a back-office area checks the staff member before it does
 * anything else: the first statement of each exported async function (but generateMetadata) is
 * `await requireStaff('<area>', …)`, used bare or assigned. Only reading the route's own
 * parameters (`const { id } = await params`) may come before it, since the return address can
 * name them. Which area a folder belongs to is the rule's option.
 */
const SKIP = new Set(['generateMetadata', 'generateStaticParams']);

/** `await X` where X is `params` or `<anything>.params`. */
function readsParams(init) {
  if (!init || init.type !== 'AwaitExpression') return false;
  const arg = init.argument;
  return (arg.type === 'Identifier' && arg.name === 'params') || (arg.type === 'MemberExpression' && !arg.computed && arg.property.name === 'params');
}

/** The awaited requireStaff call of a statement, if it is one. */
function staffCheck(statement) {
  let expr;
  if (statement.type === 'ExpressionStatement') expr = statement.expression;
  else if (statement.type === 'VariableDeclaration' && statement.declarations.length === 1) expr = statement.declarations[0].init;
  if (!expr || expr.type !== 'AwaitExpression') return undefined;
  const call = expr.argument;
  if (call.type !== 'CallExpression' || call.callee.type !== 'Identifier' || call.callee.name !== 'requireStaff') return undefined;
  return call;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Back-office pages and actions check the staff member before reading data or the form' },
    schema: [{ type: 'object', properties: { area: { type: 'string' } }, required: ['area'], additionalProperties: false }],
    messages: {
      missing: "{{name}} must start with `await requireStaff('{{area}}', …)` (only `await params` may come first).",
      area: "{{name}} checks the area '{{found}}'; this folder is the '{{area}}' area.",
    },
  },
  create(context) {
    const { area } = context.options[0];
    const check = (fn, name) => {
      if (!fn.async || !fn.body || fn.body.type !== 'BlockStatement' || SKIP.has(name)) return;
      for (const statement of fn.body.body) {
        const call = staffCheck(statement);
        if (call) {
          const first = call.arguments[0];
          if (!first || first.type !== 'Literal' || first.value !== area) {
            context.report({ node: call, messageId: 'area', data: { name, area, found: first?.type === 'Literal' ? String(first.value) : '?' } });
          }
          return;
        }
        const paramsOnly = statement.type === 'VariableDeclaration' && statement.declarations.every((d) => readsParams(d.init));
        if (!paramsOnly) break;
      }
      context.report({ node: fn, messageId: 'missing', data: { name, area } });
    };
    return {
      ExportNamedDeclaration(node) {
        if (node.declaration?.type === 'FunctionDeclaration') check(node.declaration, node.declaration.id.name);
      },
      ExportDefaultDeclaration(node) {
        const d = node.declaration;
        if (d.type === 'FunctionDeclaration' || d.type === 'ArrowFunctionExpression' || d.type === 'FunctionExpression') check(d, d.id?.name ?? 'default export');
      },
    };
  },
};

const plugin = { rules: { 'staff-first': rule } };
export default plugin;
