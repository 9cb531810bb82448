import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-admin';
import { ConsoleHttpError } from '../../dataProvider/errors';
import { setCurrentProduct } from '../../dataProvider/productStore';
import type { Product } from '../../dataProvider/types';
import { claimsFor, fakeDataProvider, renderSignedIn } from '../routes/testing/consoleTestKit';
import { ProductMenu } from './ProductMenu';
import { ProductProvider } from './ProductProvider';
import { useProduct } from '../../kit/product/useProduct';

afterEach(() => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
});

const adminClaims = claimsFor('admin', ['operations_super_admin'], ['main', 'kids', 'admin']);

function Probe() {
  const { product } = useProduct();
  const { pathname } = useLocation();
  return <p data-testid="probe">{`${product ?? ''} ${pathname}`}</p>;
}

function renderMenu(
  claims: Record<string, unknown>,
  createProduct = vi.fn((name: string): Promise<Product> =>
    Promise.resolve({ id: name.toLowerCase(), n: name }),
  ),
  path?: string,
) {
  const dataProvider = fakeDataProvider({
    listProducts: () =>
      Promise.resolve([
        { id: 'main', n: 'Main' },
        { id: 'kids', n: 'Kids' },
      ]),
    createProduct,
  });
  renderSignedIn(
    <ProductProvider>
      <ProductMenu />
      <Probe />
    </ProductProvider>,
    { claims, dataProvider, ...(path ? { path } : {}) },
  );
  return createProduct;
}

async function openCreateDialog() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /, switch product$/ }));
  await user.click(await screen.findByRole('menuitem', { name: 'Create new product' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'New Product' }) };
}

describe('ProductMenu', () => {
  it('shows the current product by name and lists the other products (not the admin marker) to switch to', async () => {
    renderMenu(adminClaims);
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: /, switch product$/ });
    await waitFor(() => expect(button).toHaveTextContent('Main'));
    await user.click(button);
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual(['Kids', 'Create new product']);
    await user.click(screen.getByRole('menuitem', { name: 'Kids' }));
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('kids /apps/dashboards/project'),
    );
    expect(localStorage.getItem('selectedProduct')).toBe('kids');
  });

  it('switches the product in an /apps/:product/ URL', async () => {
    renderMenu(adminClaims, undefined, '/apps/main/vod/movie');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /, switch product$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Kids' }));
    await waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveTextContent('kids /apps/kids/vod/movie'),
    );
  });

  it("offers no 'Create new product' to a user whose claim has no admin value", async () => {
    renderMenu(claimsFor('editor', ['content_admin'], ['main', 'kids']));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /, switch product$/ }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Kids']);
  });

  it("requires a 'Product Name': Save with a blank name shows the error and creates nothing", async () => {
    const createProduct = renderMenu(adminClaims);
    const { user, dialog } = await openCreateDialog();
    const name = within(dialog).getByRole('textbox', { name: 'Product Name' });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Product Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(createProduct).not.toHaveBeenCalled();
  });

  it('creates the product with the trimmed name, says so and closes', async () => {
    const createProduct = renderMenu(adminClaims);
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), '  Sports  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(createProduct).toHaveBeenCalledWith('Sports');
    expect(await screen.findByText('Product created sucessfully!')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Product' })).not.toBeInTheDocument(),
    );
  });

  it("shows the server's message when creation fails, and keeps the dialog open", async () => {
    const failing = vi.fn(() =>
      Promise.reject(new ConsoleHttpError('Product Sports already exists', 409)),
    );
    renderMenu(adminClaims, failing);
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Product Sports already exists')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New Product' })).toBeInTheDocument();
  });

  it("falls back to 'Create operation failed!' when the failure has no message", async () => {
    renderMenu(
      adminClaims,
      vi.fn(() => Promise.reject(new Error(''))),
    );
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Create operation failed!')).toBeInTheDocument();
  });

  it('cancels without creating', async () => {
    const createProduct = renderMenu(adminClaims);
    const { user, dialog } = await openCreateDialog();
    await user.type(within(dialog).getByRole('textbox', { name: 'Product Name' }), 'Sports');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Product' })).not.toBeInTheDocument(),
    );
    expect(createProduct).not.toHaveBeenCalled();
  });
});
