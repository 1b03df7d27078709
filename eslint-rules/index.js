// The repo's own ESLint rules (decision 012): import boundaries and import cycles.
import boundaries from './boundaries.js';
import noCycle from './no-cycle.js';

export default {
  meta: { name: 'local' },
  rules: { boundaries, 'no-cycle': noCycle },
};
