import type { ReactNode } from 'react';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { ProductProvider } from '../product/ProductProvider';

/**
 * react-admin's `layout`: the shell (`ConsoleLayout`) once the product is chosen. Until then the
 * product gate shows a splash, or '{name} is not entitled to any products' (spec sections 1, 2).
 */
export function GatedLayout({ children }: { children?: ReactNode }) {
  return (
    <ProductProvider>
      <ConsoleLayout>{children}</ConsoleLayout>
    </ProductProvider>
  );
}
