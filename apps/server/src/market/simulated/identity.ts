import type { Hazard } from '@shelfscope/contracts';
import { familyOf, identityOf, multipacksOf, specialOf } from './catalog.js';
import { DEPARTMENTS, type Department } from './departments.js';
import { hash, seeded } from './random.js';

/** What a product shares with its family and its multipacks: department, brand, kind, size, price, rank. */
export type Identity = {
  id: number;
  dept: Department;
  brand: string;
  noun: string;
  adjective: string;
  sub: string;
  hazards: Hazard[];
  isMeltable: boolean;
  isOversize: boolean;
  /** One unit's package, mm and g: length >= width >= height. */
  size: { length: number; width: number; height: number; weight: number };
  unitPriceCents: number;
  /** The typical sales rank of the identity (a family's rank is shared by its children). */
  rankBase: number;
};

const HAZMAT = DEPARTMENTS.filter((d) => d.hazmat);
const MELTABLE = DEPARTMENTS.filter((d) => d.meltable);
const BULKY = DEPARTMENTS.filter((d) => d.bulky);
const NOT_BOOKS = DEPARTMENTS.filter((d) => !d.isBooks);

/** The department of product `index`: special goods come from departments that sell them; families and multipacks are not books. */
export function departmentOf(index: number): Department {
  const id = identityOf(index);
  const special = specialOf(id);
  const candidates =
    special === 'hazmat'
      ? HAZMAT
      : special === 'meltable'
        ? MELTABLE
        : special === 'oversize'
          ? BULKY
          : familyOf(id).role === 'parent' || multipacksOf(id).length > 0
            ? NOT_BOOKS
            : DEPARTMENTS;
  return candidates[hash(String(id), 3) % candidates.length] as Department;
}

const cache = new Map<number, Identity>();

/** The identity of product `index` (memoised: a family's children and packs ask for the same one). */
export function identityFor(index: number): Identity {
  const id = identityOf(index);
  const known = cache.get(id);
  if (known) return known;
  const identity = makeIdentity(id);
  if (cache.size > 20_000) cache.clear();
  cache.set(id, identity);
  return identity;
}

function makeIdentity(id: number): Identity {
  const dept = departmentOf(id);
  const special = specialOf(id);
  const rng = seeded(hash(String(id), 11));
  const hazmat = special === 'hazmat' ? rng.pick(dept.hazmat ?? []) : null;
  const noun =
    hazmat?.noun ??
    (special === 'meltable' ? rng.pick(dept.meltable ?? []) : special === 'oversize' ? rng.pick(dept.bulky ?? []) : null) ??
    rng.pick(dept.nouns);
  const isOversize = special === 'oversize';
  const length = Math.round(isOversize ? rng.range(900, 1600) : rng.logRange(dept.length[0], dept.length[1]));
  const width = Math.round(length * rng.range(0.3, 0.8));
  const height = Math.round(Math.max(10, width * rng.range(0.08, 0.6)));
  const weight = Math.round(isOversize ? rng.range(9_000, 30_000) : rng.logRange(dept.weight[0], dept.weight[1]));
  const [low, high] = dept.price;
  const price = isOversize ? rng.logRange(Math.max(40, high / 2), high * 2.5) : rng.logRange(low, high);
  return {
    id,
    dept,
    brand: rng.pick(dept.brands),
    noun,
    adjective: rng.pick(dept.adjectives),
    sub: dept.sub[id % dept.sub.length] as string,
    hazards: hazmat?.hazards ?? [],
    isMeltable: special === 'meltable',
    isOversize,
    size: { length, width, height, weight },
    // Prices end in .99, .49 or .95 as sellers set them.
    unitPriceCents: Math.max(199, Math.floor(price) * 100 + rng.pick([99, 49, 95, 99])),
    rankBase: Math.round(rng.logRange(dept.rank[0], dept.rank[1])),
  };
}
