import {
  MaterialCategorizationLayout,
  materialCategorizationTester,
} from '@jsonforms/material-renderers';
import type { OwnPropsOfLayout, RankedTester } from '@jsonforms/core';
import { createContext, useContext } from 'react';
import type { ComponentType } from 'react';

/** The tab a form's Categorization shows, kept by the page (it outlives the form). */
export interface FormCategory {
  category: number;
  onCategoryChange: (index: number) => void;
}

const FormCategoryContext = createContext<FormCategory | undefined>(undefined);

/** Gives the form's Categorization the tab to open on and where to report a change of tab. */
export const FormCategoryProvider = FormCategoryContext.Provider;

/** The material layout as the dispatcher calls it: its own props, the tab to open on. */
const MaterialLayout = MaterialCategorizationLayout as unknown as ComponentType<
  OwnPropsOfLayout & { selected?: number; onChange?: (selected: number, previous: number) => void }
>;

/**
 * JSON Forms' material Categorization (a tab per category), opening on the tab the page keeps:
 * a form drawn again (the edit page reloads the item after a save) shows the tab the user was
 * on, not the first. Without a page's tab it is the material layout as it is.
 */
export function CategorizationLayout(props: OwnPropsOfLayout) {
  const kept = useContext(FormCategoryContext);
  if (!kept) return <MaterialLayout {...props} />;
  return (
    <MaterialLayout
      {...props}
      selected={kept.category}
      onChange={(index) => kept.onCategoryChange(index)}
    />
  );
}

/** Where the material Categorization applies, just above it. */
export const categorizationLayoutTester: RankedTester = (uischema, schema, context) => {
  const rank = materialCategorizationTester(uischema, schema, context);
  return rank > 0 ? rank + 0.5 : rank;
};
