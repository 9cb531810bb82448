import { Alert, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';
import { AttributesView } from './AttributesView';
import { useAppAttributes, useAppSummaries } from './useAttributes';

/**
 * `/apps/attributes/application`: the applications (`GET /policy/apps`, with their attribute
 * counts) and the attributes of the chosen one (`GET /policy/app_attrs`, 100 at a time until
 * complete).
 */
export function ApplicationAttributesPage() {
  const translate = useTranslate();
  const apps = useAppSummaries();
  const [chosen, setChosen] = useState<string | undefined>();
  const app = chosen ?? apps.data?.[0]?.id;
  const attributes = useAppAttributes(app);
  const sourceName = translate('console.attributes.sources.application');
  return (
    <>
      <Title title={translate('console.attributes.titles.source', { source: sourceName })} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
        {translate('console.attributes.intro.application')}
      </Typography>
      {apps.error != null ? (
        <Alert severity="error" role="alert">
          {translate('console.attributes.loadFailed', {
            message: readFailure(apps.error, translate('console.common.errors.requestFailed'))
              .message,
          })}
        </Alert>
      ) : apps.data !== undefined && apps.data.length === 0 ? (
        <Typography color="text.secondary">
          {translate('console.attributes.empty.noApps')}
        </Typography>
      ) : (
        <AttributesView
          attributes={attributes.data}
          isPending={apps.isPending || attributes.isPending}
          error={attributes.error}
          defaultScope="product"
          scopeFixed={false}
          fixedSource="application"
          product={undefined}
        >
          <TextField
            select
            size="small"
            label={translate('console.attributes.apps.label')}
            value={app ?? ''}
            onChange={(event) => setChosen(event.target.value)}
            sx={{ minWidth: 240, mb: 2 }}
            disabled={apps.data === undefined}
          >
            {(apps.data ?? []).map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {translate('console.attributes.apps.count', { name: entry.n, count: entry.attrs })}
              </MenuItem>
            ))}
          </TextField>
        </AttributesView>
      )}
    </>
  );
}
