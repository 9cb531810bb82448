import { Box, Stack, Tab, Tabs, TextField } from '@mui/material';
import { memo, useMemo, useState } from 'react';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { StorefrontTab } from '../../dataProvider/storefront/storefrontProvider';
import {
  CONTAINER_TAGS,
  STOREFRONT_KINDS,
  STOREFRONT_SETTINGS_TABS,
} from '../../domain/storefront/options';
import { isPageImageTab } from '../../domain/storefront/pageImages';
import {
  AudienceField,
  DescriptionsField,
  NamesField,
  OptionField,
  OptionsField,
  WindowFields,
  useProblemText,
} from './fields/CommonFields';
import { ContainerList } from './fields/ContainerList';
import { PageImageField } from './fields/PageImageField';
import { SETTING_FIELDS, settingProblem } from './fields/settingsFields';
import type { StoreFieldsProps } from './StoreItemPage';
import { problemsAt } from './storeForm';
import { useContainersById } from './useStorefront';

/** The editor's sections: the page's tabs and containers first, then the settings tabs. */
const SECTIONS = ['CONTAINERS', ...STOREFRONT_SETTINGS_TABS] as const;
type Section = (typeof SECTIONS)[number];

/** Where each field's problems send the user (a problem on '/t/...' opens the containers). */
function sectionOfField(field: string): Section {
  if (field.startsWith('/t')) return 'CONTAINERS';
  if (field.startsWith('/appliesif') || field.startsWith('/tab_tg')) return 'AUDIENCE';
  if (field.startsWith('/lod')) return 'LOCALIZATION';
  if (field.startsWith('/seo')) return 'SEO';
  const set = /^\/set\/([A-Z_]+)/.exec(field);
  if (set?.[1] && (SECTIONS as readonly string[]).includes(set[1])) return set[1] as Section;
  return 'GENERAL';
}

function SettingsTab({
  tab,
  props,
}: {
  tab: string;
  props: StoreFieldsProps;
}): ReactElement | null {
  const translate = useTranslate();
  const problemText = useProblemText();
  const { form, onChange, readOnly, problems } = props;
  const fields = SETTING_FIELDS[tab];
  if (!fields) return null;
  const set = (form.set ?? {}) as Record<string, Record<string, unknown>>;
  const values = set[tab] ?? {};
  const put = (key: string, value: unknown) =>
    onChange({
      ...form,
      set: { ...set, [tab]: { ...values, [key]: value === '' ? undefined : value } },
    });
  return (
    <Stack spacing={2}>
      {fields.map((field) => {
        const label = translate(`console.storefront.settings.fields.${tab}.${field.key}`);
        const value = values[field.key];
        if (field.kind === 'select')
          return (
            <OptionField
              key={field.key}
              label={label}
              group={`settings.values.${field.key}`}
              options={field.options}
              value={value}
              onChange={(next) => put(field.key, next)}
              readOnly={readOnly}
              problems={problemsAt(problems, `/set/${tab}/${field.key}`)}
              allowEmpty
            />
          );
        const server = problemText(problemsAt(problems, `/set/${tab}/${field.key}`));
        if (field.kind === 'image' && isPageImageTab(tab))
          return (
            <PageImageField
              key={field.key}
              tab={tab}
              label={label}
              value={value}
              onChange={(image) => put(field.key, image)}
              pageId={props.item?.id}
              readOnly={readOnly}
              problem={server}
            />
          );
        const own = settingProblem(field, value);
        return (
          <TextField
            key={field.key}
            size="small"
            label={label}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => put(field.key, event.target.value)}
            slotProps={{ input: { readOnly } }}
            error={own !== undefined || server !== undefined}
            helperText={
              own
                ? translate(own)
                : (server ??
                  (field.kind === 'colour'
                    ? translate('console.storefront.hints.colour')
                    : field.kind === 'url'
                      ? translate('console.storefront.hints.url')
                      : undefined))
            }
            fullWidth
          />
        );
      })}
    </Stack>
  );
}

/**
 * The editor's sections as vertical tabs; memoised (its props are strings), so a change in the
 * form does not draw and measure the tabs again.
 */
const SectionTabs = memo(function SectionTabs({
  chosen,
  onChoose,
  withProblems,
}: {
  chosen: Section;
  onChoose: (section: Section) => void;
  /** The sections holding a problem, space-separated. */
  withProblems: string;
}) {
  const translate = useTranslate();
  const marked = new Set(withProblems.split(' '));
  return (
    <Tabs
      orientation="vertical"
      variant="scrollable"
      value={chosen}
      onChange={(_event, next: Section) => onChoose(next)}
      aria-label={translate('console.storefront.sections')}
      sx={{ borderRight: 1, borderColor: 'divider', minWidth: 180, flexShrink: 0 }}
    >
      {SECTIONS.map((section) => (
        <Tab
          key={section}
          value={section}
          label={translate(`console.storefront.settings.tabs.${section}`)}
          sx={{
            alignItems: 'flex-start',
            textAlign: 'left',
            minHeight: 40,
            color: marked.has(section) ? 'error.main' : undefined,
          }}
          aria-describedby={marked.has(section) ? 'storefront-section-problem' : undefined}
        />
      ))}
    </Tabs>
  );
});

/**
 * The storefront editor's fields: the page's tabs and their containers (reordered by drag or
 * keyboard), then the settings tabs of spec section 3 — GENERAL (names, kind, window), AUDIENCE
 * (policies, the container tags allowed), LOCALIZATION (descriptions), SEO, and the apps'
 * drawing settings (LAYOUT, STYLING, THEME, TAB_BACKGROUND, TAB_LOGO, BACKGROUND_IMAGE,
 * MONETIZATION). A section holding a problem is marked, and the first one opens after a refusal.
 */
export function StorefrontFields(props: StoreFieldsProps): ReactElement {
  const translate = useTranslate();
  const { form, onChange, readOnly, problems } = props;
  const [chosen, setChosen] = useState<Section>('CONTAINERS');
  const tabs = useMemo(() => (Array.isArray(form.t) ? (form.t as StorefrontTab[]) : []), [form.t]);
  const allIds = useMemo(() => tabs.flatMap((tab) => tab.c), [tabs]);
  const containers = useContainersById(allIds);
  const page = useMemo(
    () => ({
      st_dt: typeof form.st_dt === 'string' ? form.st_dt : undefined,
      ed_dt: typeof form.ed_dt === 'string' ? form.ed_dt : undefined,
      // The page's policies narrow its containers' (spec section 5): each row says so.
      appliesif: Array.isArray(form.appliesif) ? (form.appliesif as string[]) : undefined,
    }),
    [form.st_dt, form.ed_dt, form.appliesif],
  );
  const withProblems = new Set(problems.map((problem) => sectionOfField(problem.field)));
  const seo = (form.seo ?? {}) as { ti?: string; d?: string; tw?: { ca?: string } };
  const setSeo = (next: typeof seo) => onChange({ ...form, seo: next });

  return (
    <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', md: 'row' } }}>
      <SectionTabs
        chosen={chosen}
        onChoose={setChosen}
        withProblems={SECTIONS.filter((section) => withProblems.has(section)).join(' ')}
      />
      <span id="storefront-section-problem" hidden>
        {translate('console.storefront.problems.inSection')}
      </span>
      <Box
        role="tabpanel"
        aria-label={translate(`console.storefront.settings.tabs.${chosen}`)}
        sx={{ flex: 1, minWidth: 0 }}
      >
        {chosen === 'CONTAINERS' && (
          <ContainerList
            tabs={tabs}
            onChange={(next) => onChange({ ...form, t: next })}
            readOnly={readOnly}
            page={page}
            containers={containers.data}
            loading={containers.isFetching}
            problems={problems}
            storefrontId={props.item?.id}
          />
        )}
        {chosen === 'GENERAL' && (
          <Stack spacing={2.5}>
            <NamesField form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
            <OptionField
              label={translate('console.storefront.fields.ty')}
              group="kinds"
              options={STOREFRONT_KINDS}
              value={form.ty}
              onChange={(ty) => onChange({ ...form, ty })}
              readOnly={readOnly}
              problems={problemsAt(problems, '/ty')}
            />
            <WindowFields form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
          </Stack>
        )}
        {chosen === 'AUDIENCE' && (
          <Stack spacing={2.5}>
            <AudienceField
              value={form.appliesif}
              onChange={(appliesif) => onChange({ ...form, appliesif })}
              readOnly={readOnly}
              problems={problemsAt(problems, '/appliesif')}
            />
            <OptionsField
              label={translate('console.storefront.fields.tab_tg')}
              group="tags"
              options={CONTAINER_TAGS}
              value={form.tab_tg}
              onChange={(tab_tg) => onChange({ ...form, tab_tg })}
              readOnly={readOnly}
              hint={translate('console.storefront.hints.tab_tg')}
            />
          </Stack>
        )}
        {chosen === 'LOCALIZATION' && (
          <DescriptionsField
            form={form}
            onChange={onChange}
            readOnly={readOnly}
            problems={problems}
          />
        )}
        {chosen === 'SEO' && (
          <Stack spacing={2}>
            <TextField
              size="small"
              label={translate('console.storefront.fields.seoTitle')}
              value={seo.ti ?? ''}
              onChange={(event) => setSeo({ ...seo, ti: event.target.value })}
              slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
              fullWidth
            />
            <TextField
              size="small"
              label={translate('console.storefront.fields.seoDescription')}
              value={seo.d ?? ''}
              onChange={(event) => setSeo({ ...seo, d: event.target.value })}
              slotProps={{ input: { readOnly }, htmlInput: { maxLength: 500 } }}
              multiline
              minRows={2}
              fullWidth
            />
            <TextField
              size="small"
              label={translate('console.storefront.fields.twitterCard')}
              value={seo.tw?.ca ?? ''}
              onChange={(event) => setSeo({ ...seo, tw: { ca: event.target.value } })}
              slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
              fullWidth
            />
          </Stack>
        )}
        {SETTING_FIELDS[chosen] && <SettingsTab tab={chosen} props={props} />}
      </Box>
    </Box>
  );
}
