/** The project's own lint rules, registered as the `local` plugin in eslint.config.mjs. */
import actionForm from './action-form.mjs';
import apiGet from './api-get.mjs';
import clientNames from './client-names.mjs';
import pageQuery from './page-query.mjs';
import staffFirst from './staff-first.mjs';

const plugin = { rules: { ...staffFirst.rules, ...clientNames.rules, ...pageQuery.rules, ...apiGet.rules, ...actionForm.rules } };
export default plugin;
