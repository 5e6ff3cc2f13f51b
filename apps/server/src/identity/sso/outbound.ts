import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { Agent } from 'undici';

/**
 * Which addresses the server may reach when it fetches a URL an organization admin typed in (an
 * OIDC issuer and its endpoints, a SAML metadata URL): `public` only; `loopback` too (tests, and
 * the development IdP on localhost); `any` also private networks (an identity provider inside the
 * company's own network, for a deployment that needs it).
 */
export type OutboundPolicy = 'public' | 'loopback' | 'any';

/** Ranges that are not the public internet: private, shared, link-local (cloud metadata), reserved. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Why `address` may not be reached under `policy`, or null when it may. */
export function refusal(address: string, policy: OutboundPolicy): string | null {
  if (policy === 'any') return null;
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address.
  const mapped = family === 6 ? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1] : undefined;
  const ip = mapped ?? address;
  const type = mapped || family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(ip, type)) return policy === 'loopback' ? null : `${address} is a loopback address`;
  if (NOT_PUBLIC.check(ip, type)) return `${address} is a private or reserved address`;
  return null;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** net.connect's `lookup`: resolves as usual, then refuses the connection when an answer may not be reached. */
function guardedLookup(policy: OutboundPolicy): LookupFunction {
  return (hostname, options, callback: LookupCallback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const bad = addresses.map((a) => refusal(a.address, policy)).find((reason) => reason !== null);
      if (bad) return callback(Object.assign(new Error(`${hostname} resolves to ${bad}`), { code: 'EADDRNOTALLOWED' }), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      return callback(null, first.address, first.family);
    });
  };
}

/** undici (its Agent takes our lookup), loaded with the first outbound call: 4.6 MB of heap (decision 048). */
const undici = () => import('undici');
const agents = new Map<OutboundPolicy, Promise<Agent>>();

function agentOf(policy: OutboundPolicy): Promise<Agent> {
  let agent = agents.get(policy);
  if (!agent) {
    agent = undici().then(({ Agent }) => new Agent({ connect: { lookup: guardedLookup(policy) } }));
    agents.set(policy, agent);
  }
  return agent;
}

/**
 * A fetch for URLs that organization admins configure: every connection, redirects included, is
 * checked at connect time (after DNS, so a name that later resolves elsewhere is caught too).
 */
export function outboundFetch(policy: OutboundPolicy): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : input);
    // An address in the URL itself is never looked up: judged here.
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const literal = isIP(host) ? refusal(host, policy) : null;
    if (literal) throw new TypeError('fetch failed', { cause: new Error(literal) });
    const [{ fetch: undiciFetch }, dispatcher] = await Promise.all([undici(), agentOf(policy)]);
    return undiciFetch(input as Parameters<typeof undiciFetch>[0], {
      ...(init as Parameters<typeof undiciFetch>[1]),
      dispatcher,
    });
  }) as unknown as typeof fetch;
}

/** The reason a failed fetch gives (undici's "fetch failed" carries it in `cause`). */
export function fetchFailure(error: unknown): string {
  const cause = (error as { cause?: unknown }).cause;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}
