import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Requester } from '../lib/request';
import { holdCode, releaseCode } from './code-after-requests';

/** What an area's prefetch gets: the query cache, the request wrapper and the address's search. */
export type PrefetchContext = { queryClient: QueryClient; request: Requester; search: Record<string, unknown> };
/** Starts the requests of an area's first screen (their queries are the page's own). */
export type Prefetch = (context: PrefetchContext) => Promise<void>;

/** One area of the product (spec section 2): its place in the navigation and its page (its icon: components/area-icons.ts). */
export type Area = {
  path: string;
  label: string;
  /** What the area is for, shown on its page until the area's own screens exist. */
  summary: string;
  /** The area's page, loaded on first visit (its own chunk). Absent until the area is built. */
  load?: () => Promise<{ default: ComponentType }>;
  /**
   * The requests of the area's first screen, started as the route is entered, beside the page's
   * own code, instead of once it has loaded and rendered (a module of its own, loaded on demand).
   */
  prefetch?: () => Promise<{ prefetch: Prefetch }>;
  group: 'sourcing' | 'account';
  /** Shown in the navigation only to platform admins (the server guards the area's calls). */
  adminOnly?: boolean;
  /** Shown only to members whose role grants it (`billing:read`); the server refuses the others' calls. */
  permission?: string;
};

export const AREAS: Area[] = [
  {
    path: '/',
    label: 'Dashboard',
    group: 'sourcing',
    summary: 'Usage and projections: SKUs scanned, files uploaded, shortlists, orders and their projected profit.',
    load: () => import('../features/dashboard/dashboard-page'),
  },
  {
    path: '/suppliers',
    label: 'Suppliers',
    group: 'sourcing',
    summary: 'The suppliers you buy from, their contact details, categories and price lists.',
    load: () => import('../features/suppliers/suppliers-page'),
  },
  {
    path: '/categories',
    label: 'Categories',
    group: 'sourcing',
    summary: 'Group suppliers by what they sell.',
    load: () => import('../features/categories/categories-page'),
  },
  {
    path: '/products',
    label: 'Products',
    group: 'sourcing',
    summary: 'Every product by ASIN with prices, buy box, sales rank, offers, fees, profit, ROI and alerts.',
    load: () => import('../features/products/products-page'),
    prefetch: () => import('../features/products/prefetch'),
  },
  {
    path: '/uploads',
    label: 'Price lists',
    group: 'sourcing',
    summary: "Upload a supplier's price list (CSV or XLSX) and follow its analysis.",
    load: () => import('../features/uploads/uploads-page'),
  },
  {
    path: '/quick-view',
    label: 'Quick view',
    group: 'sourcing',
    summary: 'Analyse any ASIN or barcode on the spot, outside any supplier.',
    load: () => import('../features/quick-view/quick-view-page'),
  },
  {
    path: '/scan',
    label: 'Scanner',
    group: 'sourcing',
    summary: 'Scan barcodes with the camera in a store and see profit and ROI at the shelf price.',
    load: () => import('../features/scanner/scanner-page'),
  },
  {
    path: '/shortlists',
    label: 'Shortlists',
    group: 'sourcing',
    summary: 'The products you mean to buy, one list per supplier, with quantities and totals.',
    load: () => import('../features/shortlists/shortlists-page'),
  },
  {
    path: '/purchase-orders',
    label: 'Purchase orders',
    group: 'sourcing',
    summary: 'Orders built from shortlists, ready to send to the supplier.',
    load: () => import('../features/purchase-orders/purchase-orders-page'),
  },
  {
    path: '/alerts',
    label: 'Alerts',
    group: 'sourcing',
    summary: 'Rules in your own terms on products, suppliers and saved filters, and what they fired.',
    load: () => import('../features/alerts/alerts-page'),
  },
  {
    path: '/watching',
    label: 'Watching',
    group: 'sourcing',
    summary: 'Products, suppliers, shortlists and saved filters read again on your plan’s schedule, without a rule.',
    load: () => import('../features/watching/watching-page'),
  },
  {
    path: '/company',
    label: 'Company',
    group: 'account',
    summary: "Your organization's name, address, tax id, ship-to and the terms your purchase orders ask for.",
    load: () => import('../features/company/company-page'),
  },
  {
    path: '/settings',
    label: 'Settings',
    group: 'account',
    summary: 'Theme, units, fees, ROI target and the score thresholds that colour your products.',
    load: () => import('../features/settings/settings-page'),
  },
  {
    path: '/billing',
    label: 'Plan & billing',
    group: 'account',
    summary: 'Your plan, its limits and usage, invoices and payment methods.',
    permission: 'billing:read',
    load: () => import('../features/billing/billing-page'),
    prefetch: () => import('../features/billing/prefetch'),
  },
  {
    path: '/admin',
    label: 'Admin',
    group: 'account',
    summary: 'Look up users and their payment data (administrators only).',
    adminOnly: true,
    load: () => import('../features/admin/admin-page'),
  },
];

/**
 * Pages below an area (one supplier, one product, one shortlist…), each its own chunk, shown in
 * the shell with their area highlighted. Paths use the router's `$param` syntax.
 */
export type DetailPage = { path: string; load: () => Promise<{ default: ComponentType }> };

export const DETAIL_PAGES: DetailPage[] = [
  { path: '/suppliers/$supplierId', load: () => import('../features/suppliers/supplier-page') },
  { path: '/shortlists/$shortlistId', load: () => import('../features/shortlists/shortlist-page') },
  { path: '/products/$productId', load: () => import('../features/product-detail/product-detail-page') },
  { path: '/quick-view/$quickViewItemId', load: () => import('../features/quick-view-item/quick-view-item-page') },
  { path: '/purchase-orders/$orderId', load: () => import('../features/purchase-orders/purchase-order-page') },
  { path: '/admin/users/$userId', load: () => import('../features/admin/user-page') },
  { path: '/extension/connect', load: () => import('../features/extension-connect/extension-connect-page') },
  { path: '/settings/developers', load: () => import('../features/developers/developers-page') },
  { path: '/settings/audit-log', load: () => import('../features/audit-log/audit-log-page') },
  { path: '/settings/seller-account', load: () => import('../features/seller-account/seller-account-page') },
];

/** The page a signed-in address opens: an area's (its exact path) or a detail page's. */
export function pageOf(pathname: string): (() => Promise<{ default: ComponentType }>) | undefined {
  const area = AREAS.find((a) => a.path === pathname || (a.path !== '/' && pathname === `${a.path}/`));
  if (area) return area.load;
  return DETAIL_PAGES.find((page) => new RegExp(`^${page.path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`).test(pathname))?.load;
}

/**
 * Starts loading, as the app starts, what the address's first screen needs beyond the entry: the
 * prefetch module of its area (issue 40, item 29) and, on a signed-in address, the shell and the
 * page's own chunks. Entered at once, the route started them only after the identity bootstrap,
 * and the first screen's API requests then waited behind a hundred chunk requests for the
 * browser's six connections to the server (over HTTP/1.1, 300 to 400 ms in the queue). The
 * route's own calls find the modules loaded. `loadShell` is the router's layout import.
 *
 * An area's own page with a prefetch (the grid, Plan & billing) loads its prefetch module alone
 * and holds the shell's and the page's code until the route has made its requests
 * (code-after-requests.ts): started here, the chunks were queued before the requests, which then
 * went out only after the last chunk had arrived.
 */
export function preloadFirstScreen(pathname: string, loadShell: () => Promise<unknown>): void {
  const area = AREAS.find((a) => a.prefetch && a.path !== '/' && (pathname === a.path || pathname.startsWith(`${a.path}/`)));
  const page = pageOf(pathname);
  if (area?.prefetch && page === area.load) {
    holdCode();
    // Without its module the route makes no requests: nothing to wait for.
    void area.prefetch().catch(releaseCode);
    return;
  }
  void area?.prefetch?.().catch(() => undefined);
  if (!page) return;
  void loadShell().catch(() => undefined);
  void page().catch(() => undefined);
}
