/**
 * The item groups of /what-can-i-send live with the rules in content/rules.ts (the one source
 * of the rules); this re-export keeps the old import path working.
 */
export { itemGroups } from './rules';
