/**
 * The production server runs without the react-server condition (Next loads its own React), so
 * the `server-only` marker would throw when serve.ts loads server modules of its own (the mail
 * worker). This resolve hook answers it with an empty module, for this process's own imports only:
 * Next's bundles have the marker compiled in already.
 */
import { register } from 'node:module';

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', format: 'module', shortCircuit: true };
  return next(specifier, context);
}`;

register(`data:text/javascript,${encodeURIComponent(hook)}`);
