/**
 * The dev IdP's test users, each with the tenant value every provider would report for them.
 * demo@ is the demo organization's seller; buyer@ is new (JIT into the demo organization by
 * tenant or domain); alex@ belongs to no organization (discovery, then create one).
 */
export type DevUser = {
  id: string;
  email: string;
  name: string;
  /** Google hosted domain (hd). */
  googleHd: string;
  /** Microsoft tenant id (tid). */
  microsoftTid: string;
  slackTeam: string;
  hubspotPortal: number;
  githubOrg: { id: number; login: string };
  githubId: number;
};

export const DEV_USERS: readonly DevUser[] = [
  {
    id: 'dev-user-demo',
    email: 'demo@shelfscope.local',
    name: 'Demo Seller',
    googleHd: 'shelfscope.local',
    microsoftTid: '6f1c1b8e-0d7a-4d5e-9a55-5c1e6d0a0001',
    slackTeam: 'TDEMO0001',
    hubspotPortal: 4100001,
    githubOrg: { id: 9100001, login: 'shelfscope-demo' },
    githubId: 7100001,
  },
  {
    id: 'dev-user-buyer',
    email: 'buyer@shelfscope.local',
    name: 'Bailey Buyer',
    googleHd: 'shelfscope.local',
    microsoftTid: '6f1c1b8e-0d7a-4d5e-9a55-5c1e6d0a0001',
    slackTeam: 'TDEMO0001',
    hubspotPortal: 4100001,
    githubOrg: { id: 9100001, login: 'shelfscope-demo' },
    githubId: 7100002,
  },
  {
    id: 'dev-user-alex',
    email: 'alex@northwind-traders.test',
    name: 'Alex Northwind',
    googleHd: 'northwind-traders.test',
    microsoftTid: '0b7e2a4c-3f9d-4e61-8c2a-9d4f5e6a0002',
    slackTeam: 'TNORTH002',
    hubspotPortal: 4200002,
    githubOrg: { id: 9200002, login: 'northwind-traders' },
    githubId: 7200003,
  },
];

export const devUser = (id: string | undefined) => DEV_USERS.find((u) => u.id === id);
