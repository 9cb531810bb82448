import { createContext, useContext } from 'react';

/** The saved item a form edits (its id and type); none for a new item, not yet saved. */
export interface FormItem {
  id: string;
  type: string;
}

const FormItemContext = createContext<FormItem | undefined>(undefined);

/** Gives the form's renderers the saved item (an upload goes to it). */
export const FormItemProvider = FormItemContext.Provider;

/** The saved item the form edits, or undefined while it is new. */
export function useFormItem(): FormItem | undefined {
  return useContext(FormItemContext);
}
