import { Box, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { I18nContextProvider, useDataProvider, useI18nProvider, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../dataProvider/types';
import type { I18nProvider } from 'react-admin';
import type { JsonSchemaObject } from '../../domain/jsonSchema';
import type { TypeDefinition } from '../../domain/typeDesigner/definition';
import { generateType } from '../../domain/typeDesigner/generate';
import { StatusChip } from '../../kit/status/StatusChip';
import { drawableDefinition, sampleItem } from './draft';
import { useDesignLanguage } from './LanguageFields';

const ResourceJsonForm = lazy(() => import('../../kit/jsonforms/ResourceJsonForm'));

/** The id the preview draws under while the identifier is still empty. */
const UNNAMED = 'newtype';

/**
 * The generated create form of the type as it stands, beside the designer: the schema and UI
 * schema the domain generates from the definition, drawn by the catalogue's own JSON Forms
 * rendering, with the type's labels (in the UI language) laid over the console's messages. Drawn
 * again on every change of the definition; what is typed into it is never saved.
 */
export function TypePreview({
  definition,
  defsFrom,
}: {
  definition: TypeDefinition;
  /** A built-in type whose served schema carries the shared definitions (`$defs`). */
  defsFrom: string | undefined;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  // The service injects the same shared definitions (resources/_defs) into every type's schema:
  // the designed type's schema names them too.
  const defs = useQuery({
    queryKey: ['typeDesigner', 'defs', defsFrom],
    enabled: defsFrom !== undefined,
    staleTime: Infinity,
    queryFn: async () => (await dataProvider.getSchema(defsFrom ?? '')).schema.$defs,
  });
  const i18n = useI18nProvider();
  const lang = useDesignLanguage();
  const [data, setData] = useState<Record<string, unknown>>({});
  // The create screen (an empty form to type into) or the edit screen (a sample item, read-only).
  const [screen, setScreen] = useState<'create' | 'edit'>('create');
  const editing = screen === 'edit';
  // Made only while the edit screen shows: typing in the designer redraws the create screen.
  const sample = useMemo(
    () => (editing ? sampleItem(definition, lang) : undefined),
    [editing, definition, lang],
  );
  const generated = useMemo(() => {
    const shown = drawableDefinition({ ...definition, id: definition.id || UNNAMED });
    try {
      return generateType(shown);
    } catch {
      return undefined;
    }
  }, [definition]);
  // Kept while their text is the same: a label or help text typed changes only the messages, and
  // the form then keeps its compiled validator and its layout instead of building them again on
  // every keystroke.
  const [schemaText, uischemaText] = useMemo(
    () =>
      generated
        ? [JSON.stringify(generated.schema), JSON.stringify(generated.uischema)]
        : [undefined, undefined],
    [generated],
  );
  const schema = useMemo(
    () =>
      schemaText && defs.data
        ? ({ ...JSON.parse(schemaText), $defs: defs.data } as JsonSchemaObject)
        : undefined,
    [schemaText, defs.data],
  );
  const uischema = useMemo(
    () => (uischemaText ? (JSON.parse(uischemaText) as unknown) : undefined),
    [uischemaText],
  );
  const overlay = useMemo<I18nProvider>(() => {
    const own = generated?.messages[lang] ?? {};
    const english = generated?.messages.en ?? {};
    return {
      ...i18n,
      translate: (key, options) => {
        // A label not given in this language falls back to English, then to the key's own text.
        const text = own[key] || english[key];
        return text ? text : i18n.translate(key, options);
      },
    };
  }, [generated, i18n, lang]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="type-preview">
      <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap">
        <Typography id="type-preview" variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate(`console.typeDesigner.${editing ? 'previewEditTitle' : 'preview'}`)}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={screen}
          aria-label={translate('console.typeDesigner.previewScreen')}
          onChange={(_, next: 'create' | 'edit' | null) => next && setScreen(next)}
        >
          <ToggleButton value="create">
            {translate('console.typeDesigner.previewCreate')}
          </ToggleButton>
          <ToggleButton value="edit">{translate('console.typeDesigner.previewEdit')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(`console.typeDesigner.${editing ? 'previewEditHint' : 'previewHint'}`)}
      </Typography>
      {editing && (
        <Box sx={{ mb: 1 }}>
          <StatusChip status="draft" />
        </Box>
      )}
      <Box data-testid="type-preview-form">
        {schema && uischema !== undefined && (
          <I18nContextProvider value={overlay}>
            <Suspense fallback={null}>
              <ResourceJsonForm
                schema={schema}
                uischema={uischema}
                key={screen}
                data={sample ?? data}
                readonly={editing}
                showValidation={false}
                additionalErrors={[]}
                onChange={(next) => {
                  if (!editing) setData((next ?? {}) as Record<string, unknown>);
                }}
              />
            </Suspense>
          </I18nContextProvider>
        )}
      </Box>
    </Paper>
  );
}
