import { useTranslate } from 'react-admin';
import { MessagePage, StatusCode } from './MessagePage';
import { WaysBack } from './WaysBack';

/** The 404 page (`/pages/errors/error-404`): what happened, and the way back to the dashboard. */
export function NotFoundPage() {
  const translate = useTranslate();
  return (
    <MessagePage
      mark={<StatusCode code={404} />}
      title={translate('console.errors.notFound.title')}
      message={translate('console.errors.notFound.message')}
    >
      <WaysBack dashboard={translate('console.errors.notFound.backToDashboard')} />
    </MessagePage>
  );
}
