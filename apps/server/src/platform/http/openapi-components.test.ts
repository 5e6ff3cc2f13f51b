import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SELLER_COMPONENTS, withoutUnusedSchemas } from './openapi-components.js';

/**
 * The seller API's big objects are documented once, as components (openapi-components.ts). Written
 * out in every route that returns them, the document was 1.68 MB and Swagger UI took 18-28 s to
 * draw it (issue 38); these tests fail when one of them is written out inline again.
 */
type Doc = { paths: Record<string, unknown>; components: { schemas: Record<string, unknown> } };

let ctx: TestContext;
let bytes: number;
let doc: Doc;
beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
  bytes = res.rawPayload.length;
  doc = res.json() as Doc;
});
afterAll(() => ctx.close());

const PREFIX = '#/components/schemas/';

/** Every `$ref` under `node`. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (node === null || typeof node !== 'object') return found;
  const ref = (node as { $ref?: unknown }).$ref;
  if (typeof ref === 'string') found.push(ref);
  for (const value of Object.values(node)) refsIn(value, found);
  return found;
}

/** The components the routes reach, directly or through other components. */
function reachedFromPaths(): Set<string> {
  const reached = new Set<string>();
  const queue = refsIn(doc.paths);
  for (let ref = queue.pop(); ref; ref = queue.pop()) {
    const name = ref.slice(PREFIX.length);
    if (reached.has(name)) continue;
    reached.add(name);
    queue.push(...refsIn(doc.components.schemas[name]));
  }
  return reached;
}

/** An object schema's property names, in a fixed order: an inline copy has the same. */
const signature = (names: string[]) => [...names].sort().join(',');

describe('OpenAPI components', () => {
  it('keeps the document under 850 KB (inline, the seller objects made it 1.68 MB)', () => {
    expect(bytes).toBeLessThan(850_000);
  });

  it('documents each seller object as a component the routes refer to', () => {
    const reached = reachedFromPaths();
    for (const [, id] of SELLER_COMPONENTS) {
      expect(doc.components.schemas[id], id).toBeDefined();
      expect(reached.has(id), `${id} is referenced`).toBe(true);
    }
  });

  it('writes none of them out inline again', () => {
    expect(SELLER_COMPONENTS.every(([schema]) => schema instanceof z.ZodObject)).toBe(true);
    const byShape = new Map(SELLER_COMPONENTS.map(([schema, id]) => [signature(Object.keys((schema as z.ZodObject).shape)), id]));
    const copies: string[] = [];
    const visit = (node: unknown, at: string, isComponentRoot = false): void => {
      if (node === null || typeof node !== 'object') return;
      const properties = (node as { properties?: unknown }).properties;
      if (!isComponentRoot && properties !== null && typeof properties === 'object') {
        const id = byShape.get(signature(Object.keys(properties)));
        if (id) copies.push(`${id} at ${at}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${at}/${key}`);
    };
    visit(doc.paths, '#/paths');
    for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, `${PREFIX}${name}`, true);
    expect(copies).toEqual([]);
  });

  it('refers only to components it has, and has only components something refers to', () => {
    const names = Object.keys(doc.components.schemas);
    const missing = refsIn(doc).filter((ref) => !names.includes(ref.slice(PREFIX.length)));
    expect(missing).toEqual([]);
    expect(names.filter((name) => !reachedFromPaths().has(name))).toEqual([]);
  });
});

describe('withoutUnusedSchemas', () => {
  it('keeps the schemas the paths reach, through other schemas too, and drops the rest', () => {
    const json = (ref: string) => ({ content: { 'application/json': { schema: { type: 'array', items: { $ref: ref } } } } });
    const document = {
      paths: { '/a': { get: { responses: { 200: json(`${PREFIX}A`) } } } },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
        schemas: {
          A: { type: 'object', properties: { b: { $ref: `${PREFIX}B` } } },
          AInput: { type: 'object', properties: { b: { $ref: `${PREFIX}BInput` } } },
          B: { type: 'string' },
          BInput: { type: 'string' },
        },
      },
    };
    const pruned = withoutUnusedSchemas(document);
    expect(Object.keys(pruned.components.schemas)).toEqual(['A', 'B']);
    expect(pruned.components.securitySchemes).toEqual(document.components.securitySchemes);
    expect(pruned.paths).toBe(document.paths);
  });
});
