import { useTranslate } from 'react-admin';
import { MessagePage, StatusCode } from './MessagePage';
import { WaysBack } from './WaysBack';

/** The 500 page (`/pages/errors/error-500`): something failed on the console's side; back, or to the dashboard. */
export function ServerErrorPage() {
  const translate = useTranslate();
  return (
    <MessagePage
      mark={<StatusCode code={500} />}
      title={translate('console.errors.serverError.title')}
      message={translate('console.errors.serverError.message')}
    >
      <WaysBack
        back={translate('console.errors.serverError.back')}
        dashboard={translate('console.errors.serverError.backToDashboard')}
      />
    </MessagePage>
  );
}
