import type { ReactNode } from 'react';
import { ConsoleLayout } from '../layout/ConsoleLayout';
import { PageMessages } from '../i18n/PageMessages';
import { ProductProvider } from '../product/ProductProvider';
import { RefreshTypesOnNavigation } from '../../kit/config/TypesRefresh';

/**
 * react-admin's `layout`: the shell (`ConsoleLayout`) once the product is chosen. Until then the
 * product gate shows a splash, or '{name} is not entitled to any products' (spec sections 1, 2).
 * The routed page waits, inside the layout's Suspense boundary, for the console's messages of
 * every page (`PageMessages`: English starts with the shell's alone); the dashboard does not.
 * Each navigation asks for the catalogue types again (`RefreshTypesOnNavigation`).
 */
export function GatedLayout({ children }: { children?: ReactNode }) {
  return (
    <ProductProvider>
      <RefreshTypesOnNavigation />
      <ConsoleLayout>
        <PageMessages>{children}</PageMessages>
      </ConsoleLayout>
    </ProductProvider>
  );
}
