import { SCHEMA_ENTERPRISE_USER, SCHEMA_GROUP, SCHEMA_USER } from './attributes.js';
import { scimError } from './errors.js';

/**
 * The SCIM PATCH engine (RFC 7644 section 3.5.2) over a resource as plain JSON, and the small
 * filter language the endpoints accept. Attribute names are matched without regard to case, as
 * SCIM requires; operation names too (Entra sends "Replace", "Add", "Remove").
 */

export type Json = Record<string, unknown>;
/** `attr eq "value"` (the only operator accepted in filters and value paths). */
export type EqFilter = { attribute: string; value: string | boolean | null };
export type Path = { urn?: string; attribute: string; filter?: EqFilter; sub?: string };

export const MAX_OPERATIONS = 100;

const ATTR = '[A-Za-z$][\\w$-]*';
const PATH = new RegExp(`^(${ATTR})(?:\\[(.+)\\])?(?:\\.(${ATTR}))?$`);
const EQ = new RegExp(`^\\s*(${ATTR}(?:\\.${ATTR})?)\\s+eq\\s+("(?:[^"\\\\]|\\\\.)*"|true|false|null)\\s*$`, 'i');

/** Parses `attr eq "value"`; anything else is refused with invalidFilter. */
export function parseEq(text: string): EqFilter {
  const m = EQ.exec(text);
  if (!m?.[1] || !m[2]) throw scimError(400, `Unsupported filter: only 'attribute eq "value"' is accepted.`, 'invalidFilter');
  const raw = m[2];
  let value: EqFilter['value'];
  if (raw.startsWith('"')) {
    try {
      value = JSON.parse(raw) as string;
    } catch {
      throw scimError(400, 'The filter value is not a valid string.', 'invalidFilter');
    }
  } else value = raw.toLowerCase() === 'null' ? null : raw.toLowerCase() === 'true';
  return { attribute: m[1], value };
}

/** A PATCH path: `active`, `name.givenName`, `emails[type eq "work"].value`, `urn:...:User:department`. */
export function parsePath(text: string): Path {
  let rest = text.trim();
  let urn: string | undefined;
  const lower = rest.toLowerCase();
  // The extension itself as an attribute: {"urn:...:enterprise:2.0:User": {"department": "x"}}.
  if (lower === SCHEMA_ENTERPRISE_USER.toLowerCase()) return { attribute: SCHEMA_ENTERPRISE_USER };
  // A core attribute named with its schema: "urn:ietf:params:scim:schemas:core:2.0:User:userName".
  for (const core of [SCHEMA_USER, SCHEMA_GROUP]) {
    if (lower.startsWith(`${core.toLowerCase()}:`)) rest = rest.slice(core.length + 1);
  }
  if (rest.toLowerCase().startsWith('urn:')) {
    const bracket = rest.indexOf('[');
    const head = bracket === -1 ? rest : rest.slice(0, bracket);
    const cut = head.lastIndexOf(':');
    urn = rest.slice(0, cut);
    rest = rest.slice(cut + 1);
  }
  const m = PATH.exec(rest);
  if (!m?.[1])
    throw scimError(400, `The path ${JSON.stringify(text.slice(0, 200))} is not a supported attribute path.`, 'invalidPath');
  return {
    ...(urn ? { urn } : {}),
    attribute: m[1],
    ...(m[2] ? { filter: parseEq(m[2]) } : {}),
    ...(m[3] ? { sub: m[3] } : {}),
  };
}

/** The key of `object` that matches `name` without regard to case (or `name` itself). */
export function keyOf(object: Json, name: string): string {
  return Object.keys(object).find((k) => k.toLowerCase() === name.toLowerCase()) ?? name;
}

export function getAttr(object: Json, name: string): unknown {
  return object[keyOf(object, name)];
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether a value (an element of a multi-valued attribute) matches `attr eq value`. */
export function matches(element: unknown, filter: EqFilter): boolean {
  if (!isObject(element)) return false;
  let actual: unknown = element;
  for (const part of filter.attribute.split('.')) actual = isObject(actual) ? getAttr(actual, part) : undefined;
  if (typeof actual === 'string' && typeof filter.value === 'string') return actual.toLowerCase() === filter.value.toLowerCase();
  return actual === filter.value || (filter.value === null && actual === undefined);
}

/** The object a path's attribute lives in: the resource, or its extension schema object. */
function container(resource: Json, path: Path, create: boolean): Json | undefined {
  if (!path.urn) return resource;
  const key = keyOf(resource, path.urn);
  const existing = resource[key];
  if (isObject(existing)) return existing;
  if (!create) return undefined;
  const made: Json = {};
  resource[key] = made;
  return made;
}

type Op = 'add' | 'replace' | 'remove';

function setAt(resource: Json, path: Path, op: Op, value: unknown): void {
  const target = container(resource, path, op !== 'remove');
  if (!target) {
    if (op === 'remove') return;
    throw scimError(400, 'The path names no attribute.', 'noTarget');
  }
  const key = keyOf(target, path.attribute);
  const current = target[key];
  if (path.filter) {
    const list = Array.isArray(current) ? current : [];
    const hits = list.filter((e) => matches(e, path.filter as EqFilter));
    if (op === 'remove') {
      if (!Array.isArray(current)) return;
      if (path.sub) {
        for (const hit of hits) if (isObject(hit)) delete hit[keyOf(hit, path.sub)];
      } else {
        target[key] = list.filter((e) => !hits.includes(e));
      }
      return;
    }
    if (hits.length === 0) {
      // A value path that matches nothing creates the element (Okta and Entra set a work email this way).
      const element: Json = {};
      if (path.filter.attribute.indexOf('.') === -1) element[path.filter.attribute] = path.filter.value;
      list.push(element);
      hits.push(element);
      target[key] = list;
    }
    for (const hit of hits) {
      if (!isObject(hit)) continue;
      if (path.sub) hit[keyOf(hit, path.sub)] = value;
      else if (isObject(value)) Object.assign(hit, value);
    }
    return;
  }
  if (path.sub) {
    if (op === 'remove') {
      if (isObject(current)) delete current[keyOf(current, path.sub)];
      return;
    }
    const object = isObject(current) ? current : {};
    object[keyOf(object, path.sub)] = value;
    target[key] = object;
    return;
  }
  if (op === 'remove') {
    if (Array.isArray(current) && Array.isArray(value)) {
      // Entra: {"op":"Remove","path":"members","value":[{"value":"<id>"}]} removes those members.
      const drop = value.map((v) => (isObject(v) ? String(getAttr(v, 'value') ?? '') : String(v)));
      target[key] = current.filter((e) => !(isObject(e) && drop.includes(String(getAttr(e, 'value') ?? ''))));
    } else delete target[key];
    return;
  }
  if (op === 'add' && Array.isArray(current)) {
    const added = Array.isArray(value) ? value : [value];
    const seen = new Set(current.map((e) => (isObject(e) ? JSON.stringify(getAttr(e, 'value')) : JSON.stringify(e))));
    for (const item of added) {
      const id = isObject(item) ? JSON.stringify(getAttr(item, 'value')) : JSON.stringify(item);
      if (isObject(item) && getAttr(item, 'value') === undefined) current.push(item);
      else if (!seen.has(id)) {
        seen.add(id);
        current.push(item);
      }
    }
    return;
  }
  if (op === 'add' && isObject(current) && isObject(value)) {
    Object.assign(current, value);
    return;
  }
  target[key] = value;
}

/**
 * Applies a PatchOp request's Operations to `resource` (changed in place). Read-only attributes
 * (id, meta, schemas) are ignored.
 */
export function applyPatch(resource: Json, body: unknown): void {
  if (!isObject(body)) throw scimError(400, 'The body must be a SCIM PatchOp object.', 'invalidSyntax');
  const operations = getAttr(body, 'Operations');
  if (!Array.isArray(operations) || operations.length === 0) {
    throw scimError(400, 'Operations must be a non-empty array.', 'invalidSyntax');
  }
  if (operations.length > MAX_OPERATIONS) throw scimError(400, `At most ${MAX_OPERATIONS} operations per request.`, 'tooMany');
  for (const operation of operations) {
    if (!isObject(operation)) throw scimError(400, 'Each operation must be an object.', 'invalidSyntax');
    const op = String(getAttr(operation, 'op') ?? '').toLowerCase();
    if (op !== 'add' && op !== 'replace' && op !== 'remove') {
      throw scimError(400, 'op must be add, replace or remove.', 'invalidSyntax');
    }
    const pathText = getAttr(operation, 'path');
    const value = getAttr(operation, 'value');
    if (pathText === undefined || pathText === '') {
      if (op === 'remove') throw scimError(400, 'remove needs a path.', 'noTarget');
      if (!isObject(value)) throw scimError(400, `${op} without a path needs an object value.`, 'invalidValue');
      for (const [name, item] of Object.entries(value)) {
        if (['id', 'meta', 'schemas'].includes(name.toLowerCase())) continue;
        // Entra sends dotted names in a path-less value: {"name.givenName": "Ada"}.
        setAt(resource, parsePath(name), op, item);
      }
      continue;
    }
    if (typeof pathText !== 'string' || pathText.length > 500) throw scimError(400, 'path must be a string.', 'invalidPath');
    const path = parsePath(pathText);
    if (['id', 'meta', 'schemas'].includes(path.attribute.toLowerCase()) && !path.urn) continue;
    if (op !== 'remove' && value === undefined) throw scimError(400, `${op} needs a value.`, 'invalidValue');
    setAt(resource, path, op, value);
  }
}

/** A SCIM boolean: true/false, or the strings "True"/"False" some IdPs (Entra) send. */
export function scimBoolean(value: unknown, attribute: string): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && ['true', 'false'].includes(value.toLowerCase())) return value.toLowerCase() === 'true';
  throw scimError(400, `${attribute} must be a boolean.`, 'invalidValue');
}
