import { materialCells, materialRenderers } from '@jsonforms/material-renderers';
import type {
  JsonFormsCellRendererRegistryEntry,
  JsonFormsRendererRegistryEntry,
} from '@jsonforms/core';
import ArrayTableControl, { arrayTableControlTester } from './ArrayTableControl';
import { CategorizationLayout, categorizationLayoutTester } from './CategorizationLayout';
import DateTimeControl, { dateTimeControlTester } from './DateTimeControl';
import ImagesControl, { imagesControlTester } from './ImagesControl';
import {
  PercentCellRenderer,
  PercentControlRenderer,
  percentCellTester,
  percentControlTester,
} from './PercentControl';
import PolicyControl, { policyControlTester } from './PolicyControl';
import SeriesControl, { seriesControlTester } from './SeriesControl';
import SystemDateTimeControl, { systemDateTimeControlTester } from './SystemDateTimeControl';

/** The console's renderers: JSON Forms' material set plus the console's own, which outrank it where they apply. */
export const consoleRenderers: JsonFormsRendererRegistryEntry[] = [
  ...materialRenderers,
  { tester: systemDateTimeControlTester, renderer: SystemDateTimeControl },
  { tester: arrayTableControlTester, renderer: ArrayTableControl },
  { tester: categorizationLayoutTester, renderer: CategorizationLayout },
  { tester: dateTimeControlTester, renderer: DateTimeControl },
  { tester: imagesControlTester, renderer: ImagesControl },
  { tester: percentControlTester, renderer: PercentControlRenderer },
  { tester: policyControlTester, renderer: PolicyControl },
  { tester: seriesControlTester, renderer: SeriesControl },
];

/** The cells (table rows of arrays): JSON Forms' material cells, and the percent cell above them. */
export const consoleCells: JsonFormsCellRendererRegistryEntry[] = [
  ...materialCells,
  { tester: percentCellTester, cell: PercentCellRenderer },
];
