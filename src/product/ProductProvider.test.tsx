import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { useLocation } from 'react-admin';
import { setCurrentProduct } from '../../dataProvider/productStore';
import { claimsFor, renderSignedIn } from '../routes/testing/consoleTestKit';
import { ProductProvider } from './ProductProvider';
import { useProduct } from '../../kit/product/useProduct';

afterEach(() => {
  cleanup();
  setCurrentProduct(undefined);
  localStorage.clear();
});

function ProductProbe() {
  const { product, products } = useProduct();
  const { pathname } = useLocation();
  return (
    <p>
      working in {product} of {products.join(',')} at {pathname}
    </p>
  );
}

const renderGate = (claims: Record<string, unknown>, path?: string) =>
  renderSignedIn(
    <ProductProvider>
      <ProductProbe />
    </ProductProvider>,
    { claims, ...(path ? { path } : {}) },
  );

describe('the product gate', () => {
  it("shows '{name} is not entitled to any products' instead of the console when the token has no product claim", async () => {
    renderGate(claimsFor('nobody', ['content_admin']));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'nobody is not entitled to any products',
    );
    expect(screen.queryByText(/working in/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('shows the same message for an empty claim', async () => {
    renderGate(claimsFor('empty', ['content_admin'], []));
    expect(await screen.findByText('empty is not entitled to any products')).toBeInTheDocument();
  });

  it('shows the same message for a claim holding only an admin-like value (not a product)', async () => {
    renderGate(claimsFor('marker', ['content_admin'], ['admin']));
    expect(await screen.findByText('marker is not entitled to any products')).toBeInTheDocument();
  });

  it('waits with a splash, then opens the console in the first product of the claim', async () => {
    renderGate(claimsFor('editor', ['content_admin'], ['main', 'kids', 'admin']));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your products…');
    expect(
      await screen.findByText('working in main of main,kids at /apps/dashboards/project'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('selectedProduct')).toBe('main');
  });

  it("restores the product saved in localStorage 'selectedProduct' when the user still has it", async () => {
    localStorage.setItem('selectedProduct', 'kids');
    renderGate(claimsFor('editor', ['content_admin'], ['main', 'kids']));
    expect(await screen.findByText(/working in kids of main,kids/)).toBeInTheDocument();
  });

  it('ignores a saved product the user no longer has', async () => {
    localStorage.setItem('selectedProduct', 'sports');
    renderGate(claimsFor('editor', ['content_admin'], ['main', 'kids']));
    expect(await screen.findByText(/working in main of/)).toBeInTheDocument();
  });

  it('takes the product from an /apps/:product/ URL when the user has it', async () => {
    localStorage.setItem('selectedProduct', 'main');
    renderGate(claimsFor('editor', ['content_admin'], ['main', 'kids']), '/apps/kids/vod/movie');
    expect(
      await screen.findByText('working in kids of main,kids at /apps/kids/vod/movie'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('selectedProduct')).toBe('kids');
  });

  it('does not take a product the user lacks from the URL', async () => {
    renderGate(claimsFor('viewer', ['content_user'], ['main']), '/apps/kids/vod/movie');
    expect(await screen.findByText(/working in main of main/)).toBeInTheDocument();
  });
});
