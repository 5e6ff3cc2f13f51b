import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, BASE_FIELDS, ok, refused, renderScreens } from '../../test/screen-api';
import { supplierRow, uuid } from '../../test/supplier';
import CategoriesPage from './categories-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
// A shared two-core machine renders a cold page slowly; the default second is too short.
configure({ asyncUtilTimeout: 4_000 });

const HARBOR = { id: uuid(1), name: 'Harbor Foods' };
const LANTERN = { id: uuid(2), name: 'Lantern Supply' };

/** Categories and their suppliers, answered as the server would. */
function categoryServer() {
  const categories = [
    { ...BASE_FIELDS, id: uuid(901), name: 'Garden', members: [HARBOR.id] },
    { ...BASE_FIELDS, id: uuid(902), name: 'Toys', members: [] as string[] },
  ];
  const dto = (c: (typeof categories)[0]) => {
    const { members, ...rest } = c;
    return { ...rest, suppliersCount: members.length };
  };
  const supplier = (s: { id: string; name: string }) =>
    supplierRow(0, s.name, {
      id: s.id,
      categoriesIds: categories.filter((c) => c.members.includes(s.id)).map((c) => c.id),
      categories: categories.filter((c) => c.members.includes(s.id)).map((c) => ({ id: c.id, name: c.name })),
    });
  const handle = (call: ApiCall) => {
    const id = call.path.split('/')[3] ?? '';
    const found = categories.find((c) => c.id === id);
    if (call.method === 'GET' && call.path === '/api/Category') {
      return ok(categories.map(dto), { page: 1, pageSize: 50, totalItems: categories.length });
    }
    if (call.method === 'POST' && call.path === '/api/Category') {
      const name = (call.body as { name: string }).name;
      if (categories.some((c) => c.name.toLowerCase() === name.toLowerCase())) {
        return refused(409, [{ description: 'A category with this name already exists.' }]);
      }
      categories.push({ ...BASE_FIELDS, id: uuid(903), name, members: [] });
      return ok(dto(categories[categories.length - 1] as (typeof categories)[0]));
    }
    if (call.method === 'PUT' && found && call.path.split('/').length === 4) {
      found.name = (call.body as { name: string }).name;
      return ok(dto(found));
    }
    if (call.method === 'DELETE' && found) {
      categories.splice(categories.indexOf(found), 1);
      return ok(null);
    }
    if (call.method === 'GET' && call.path === '/api/Supplier/slim') return ok([HARBOR, LANTERN]);
    if (call.method === 'GET' && call.path === '/api/Supplier') {
      const c = categories.find((x) => x.id === call.query.get('categories'));
      const list = [HARBOR, LANTERN].filter((s) => c?.members.includes(s.id)).map(supplier);
      return ok(list, { page: 1, pageSize: 500, totalItems: list.length });
    }
    const link = call.path.match(/^\/api\/Category\/([^/]+)\/(assign|unassign)\/([^/]+)$/);
    if (call.method === 'PUT' && link && found) {
      const who = [HARBOR, LANTERN].find((s) => s.id === link[3]);
      if (!who) return undefined;
      found.members = link[2] === 'assign' ? [...found.members, who.id] : found.members.filter((m) => m !== who.id);
      return ok(supplier(who));
    }
    return undefined;
  };
  return { categories, handle };
}

const PAGES = [{ path: '/categories', component: CategoriesPage }];

describe('the categories page', () => {
  it('lists the categories with their supplier counts and creates one with the spec toast', async () => {
    const server = categoryServer();
    const { calls } = await renderScreens('/categories', PAGES, server.handle);
    const garden = (await screen.findByRole('button', { name: 'Garden: show its suppliers' })).closest('tr') as HTMLElement;
    expect(within(garden).getByText('1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New category' }));
    const dialog = await screen.findByRole('dialog', { name: 'New category' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'garden' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('A category with this name already exists.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Kitchen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('category created')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Kitchen: show its suppliers' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'garden' }, { name: 'Kitchen' }]);
  });

  it('renames, and deletes only after the confirmation', async () => {
    const server = categoryServer();
    const { calls } = await renderScreens('/categories', PAGES, server.handle);
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Toys' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename category' });
    fireEvent.change(within(rename).getByRole('textbox', { name: 'Name' }), { target: { value: 'Toys & games' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Toys & games: show its suppliers' })).toBeTruthy();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Toys & games' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Garden' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete category' });
    expect(within(confirm).getByText(/Its 1 supplier leaves it/)).toBeTruthy();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Garden: show its suppliers' })).toBeNull());
    expect(server.categories.map((c) => c.name)).toEqual(['Toys & games']);
  });

  it("shows a category's suppliers, assigns one and removes one", async () => {
    const server = categoryServer();
    await renderScreens('/categories', PAGES, server.handle);
    fireEvent.click(await screen.findByRole('button', { name: 'Garden: show its suppliers' }));
    expect(await screen.findByRole('link', { name: 'Harbor Foods' })).toBeTruthy();
    const add = screen.getAllByLabelText('Add a supplier to Garden').find((e) => e.tagName === 'INPUT') as HTMLElement;
    fireEvent.click(add);
    // jsdom has no layout: the floating list counts as detached and hidden, though a person sees it.
    fireEvent.click(await screen.findByRole('option', { name: 'Lantern Supply', hidden: true }));
    expect(await screen.findByText('Category assigned')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Lantern Supply' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Harbor Foods from Garden' }));
    expect(await screen.findByText('Category unassigned')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Harbor Foods' })).toBeNull());
    expect(server.categories[0]?.members).toEqual([LANTERN.id]);
  });

  it('says so when there are none', async () => {
    await renderScreens('/categories', PAGES, () => ok([], { page: 1, pageSize: 50, totalItems: 0 }));
    expect(await screen.findByText('No categories yet')).toBeTruthy();
  });
});
