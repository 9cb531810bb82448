import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInAdmin } from '../layout/testing/shellTestKit';
import { NotFoundPage } from './NotFoundPage';

describe('the 404 page', () => {
  afterEach(cleanup);

  it('says the page was not found and leads back to the dashboard of the product', () => {
    renderInAdmin(<NotFoundPage />, {
      path: '/pages/errors/error-404',
      product: { product: 'main' },
    });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/apps/main/dashboards/project',
    );
  });
});
