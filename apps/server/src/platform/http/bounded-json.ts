import type { z } from 'zod';

/** Levels of nesting in a value (a scalar is 0), counted without recursion. Stops past `limit`. */
function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * The bounds of a free-form JSON field (telemetry details, untrusted metadata), as a zod
 * refinement: any JSON, bounded in nesting and in size as JSON text, so what is stored and read
 * back stays small and shallow. The edge already refuses anything deeper than MAX_JSON_DEPTH;
 * these bounds are the field's own. Use: `z.unknown().superRefine(jsonBounds('details', ...))`.
 */
export function jsonBounds(field: string, bounds: { maxDepth: number; maxChars: number }) {
  return (value: unknown, ctx: z.RefinementCtx) => {
    if (depthOf(value, bounds.maxDepth) > bounds.maxDepth) {
      ctx.addIssue({ code: 'custom', message: `${field} may nest at most ${bounds.maxDepth} levels` });
      return;
    }
    if ((JSON.stringify(value) ?? '').length > bounds.maxChars) {
      ctx.addIssue({ code: 'custom', message: `${field} must be at most ${bounds.maxChars} characters as JSON` });
    }
  };
}
