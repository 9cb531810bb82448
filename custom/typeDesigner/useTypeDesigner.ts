import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { typeDesignerServiceOf } from '../../dataProvider/typeDesignerProvider';

/** The react-query key prefix of every designer read, so a write refreshes them all. */
const TYPES_KEY = 'typeDesigner';

/** Every catalogue type, built-in and designed, with its counts and status. */
export function useTypeList() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [TYPES_KEY, 'list'],
    queryFn: ({ signal }) => typeDesignerServiceOf(dataProvider).listTypes(signal),
  });
}

/** One type with its draft and published versions (undefined id: a new type, nothing read). */
export function useDesignedType(id: string | undefined) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [TYPES_KEY, 'one', id],
    enabled: id !== undefined,
    retry: false,
    queryFn: ({ signal }) => typeDesignerServiceOf(dataProvider).getType(id ?? '', signal),
  });
}

/** A designed type's versions, newest first. */
export function useTypeVersions(id: string | undefined, enabled: boolean) {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: [TYPES_KEY, 'versions', id],
    enabled: id !== undefined && enabled,
    queryFn: ({ signal }) => typeDesignerServiceOf(dataProvider).getTypeVersions(id ?? '', signal),
  });
}

/** Save (create or a new draft), restore, check, publish and import; each write refreshes every read. */
export function useTypeMutations() {
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const service = () => typeDesignerServiceOf(dataProvider);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [TYPES_KEY] });
  return {
    save: useMutation({
      mutationFn: ({ definition, isNew }: { definition: TypeDefinition; isNew: boolean }) =>
        isNew ? service().createType(definition) : service().saveTypeDraft(definition),
      onSuccess: refresh,
    }),
    restore: useMutation({
      mutationFn: ({ id, vn }: { id: string; vn: number }) => service().restoreTypeVersion(id, vn),
      onSuccess: refresh,
    }),
    check: useMutation({
      mutationFn: ({ id, clearRemoved }: { id: string; clearRemoved: boolean }) =>
        service().checkType(id, { clearRemoved }),
    }),
    publish: useMutation({
      mutationFn: ({ id, clearRemoved }: { id: string; clearRemoved: boolean }) =>
        service().publishType(id, { clearRemoved }),
      onSuccess: refresh,
    }),
    importType: useMutation({
      mutationFn: (bundle: unknown) => service().importType(bundle),
      onSuccess: refresh,
    }),
  };
}
