import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { attributeServiceOf } from '../../../dataProvider/attribute/attributeProvider';
import type { Persona, PersonaInput } from '../../../dataProvider/attribute/attributeProvider';
import { useCurrentProduct } from '../../../kit/product/useCurrentProduct';

const PERSONAS_KEY = 'policy.personas';

/**
 * The saved personas of the current product (`GET /policy/urn/resource/persona`) through the data
 * provider's attribute methods, cached by react-query per product.
 */
export function usePersonas() {
  const dataProvider = useDataProvider();
  const product = useCurrentProduct();
  return useQuery({
    queryKey: [PERSONAS_KEY, product],
    queryFn: ({ signal }) => attributeServiceOf(dataProvider).listPersonas(signal),
  });
}

/**
 * Create, rename and delete of personas; each refreshes the persona list when it succeeds and
 * rejects with the provider's error (the caller shows it).
 */
export function usePersonaMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PERSONAS_KEY] });
  const create = useMutation({
    mutationFn: (input: PersonaInput) => attributeServiceOf(dataProvider).createPersona(input),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: ({ id, input }: { id: string; input: PersonaInput }) =>
      attributeServiceOf(dataProvider).updatePersona(id, input),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (persona: Persona) => attributeServiceOf(dataProvider).deletePersona(persona.id),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
