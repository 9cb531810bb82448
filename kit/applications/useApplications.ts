import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { attributeServiceOf } from '../../dataProvider/attribute/attributeProvider';

/**
 * The platform's applications (web, tv, mobile: `GET /policy/urn/resource/application`), read by
 * every page that names an app (policies, app configuration); cached for five minutes and shared
 * by one query key. A refusal is not retried: it will not change on its own.
 */
export function useApplications() {
  const dataProvider = useDataProvider();
  return useQuery({
    queryKey: ['applications'],
    staleTime: 5 * 60_000,
    retry: false,
    queryFn: ({ signal }) => attributeServiceOf(dataProvider).listApplications(signal),
  });
}
