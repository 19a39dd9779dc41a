import { codeUnitName, disallowedCodeUnit } from '@preparena/shared';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.js';
import { isApiPath } from '../lib/api-paths.js';

/** Where in a request a disallowed character sits. */
export interface UnsafeText {
  /** The field's path (`questions[3].options[1].en`); for a bad name, the object holding it ('' at the top). */
  field: string;
  /** True when an object key (a field name), not a value, holds the character. */
  inName: boolean;
  codeUnit: number;
}

/** An object or array on the walk, with the way back to the top so a path is built only on failure. */
interface Node {
  value: object;
  parent: Node | undefined;
  step: string | number | undefined;
}

function pathOf(node: Node | undefined, last?: string | number): string {
  const steps: (string | number)[] = last === undefined ? [] : [last];
  for (let at = node; at?.step !== undefined; at = at.parent) steps.push(at.step);
  let path = '';
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i] as string | number;
    path += typeof step === 'number' ? `[${step}]` : path === '' ? step : `.${step}`;
  }
  return path;
}

/**
 * A string (value or object key) anywhere in `value` that PostgreSQL would refuse, or undefined. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown): UnsafeText | undefined {
  if (typeof value === 'string') {
    const codeUnit = disallowedCodeUnit(value);
    return codeUnit === -1 ? undefined : { field: '', inName: false, codeUnit };
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const stack: Node[] = [{ value, parent: undefined, step: undefined }];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const container = node.value;
    if (Array.isArray(container)) {
      for (let i = 0; i < container.length; i++) {
        const item: unknown = container[i];
        if (typeof item === 'string') {
          const codeUnit = disallowedCodeUnit(item);
          if (codeUnit !== -1) return { field: pathOf(node, i), inName: false, codeUnit };
        } else if (typeof item === 'object' && item !== null) {
          stack.push({ value: item, parent: node, step: i });
        }
      }
      continue;
    }
    for (const key in container) {
      const keyUnit = disallowedCodeUnit(key);
      if (keyUnit !== -1) return { field: pathOf(node), inName: true, codeUnit: keyUnit };
      const item: unknown = (container as Record<string, unknown>)[key];
      if (typeof item === 'string') {
        const codeUnit = disallowedCodeUnit(item);
        if (codeUnit !== -1) return { field: pathOf(node, key), inName: false, codeUnit };
      } else if (typeof item === 'object' && item !== null) {
        stack.push({ value: item, parent: node, step: key });
      }
    }
  }
  return undefined;
}

/** The 400 message for a finding; `part` names the request part when the field path is empty. */
export function unsafeTextMessage(found: UnsafeText, part: string): string {
  const character = `a character that is not allowed (${codeUnitName(found.codeUnit)})`;
  if (found.inName) {
    const where = found.field === '' ? `the ${part}` : `"${found.field}"`;
    return `A field name in ${where} contains ${character}.`;
  }
  // The pages' catch-all route (`/*`) holds the whole address in one parameter.
  if (found.field === '*') return `The address contains ${character}.`;
  return `The field "${found.field === '' ? part : found.field}" contains ${character}.`;
}

/**
 * Refuses, with 400 BAD_CHARACTER, any request whose path parameters, query values or JSON body
 * (every string and object key) hold U+0000 or a lone surrogate: PostgreSQL cannot store them and
 * would fail the query. Runs after parsing and before validation, for every route. A page's query
 * string is left to the web app (the server does not read it; the API calls it makes are checked).
 */
export function registerInputSafety(app: FastifyInstance): void {
  const refuse = (found: UnsafeText, part: string) =>
    badRequest(unsafeTextMessage(found, part), 'BAD_CHARACTER');
  app.addHook('preValidation', (request, _reply, done) => {
    const inPath = findUnsafeText(request.params);
    if (inPath) return done(refuse(inPath, 'path'));
    if (!isApiPath(request.url)) return done();
    const inQuery = findUnsafeText(request.query);
    if (inQuery) return done(refuse(inQuery, 'query string'));
    const inBody = findUnsafeText(request.body);
    if (inBody) return done(refuse(inBody, 'body'));
    done();
  });
}
