import {
  Alert,
  Box,
  Divider,
  FormControlLabel,
  Link as MuiLink,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { readFailure } from '../../dataProvider/envelopeReader';
import { AD_INTERVALS_SECONDS } from '../../domain/ads/adLoad';
import {
  BANNER_LAYOUTS,
  CLICK_ACTIONS,
  CONTAINER_KINDS,
  CONTAINER_TAGS,
  CONTAINER_TYPES,
  DECORATIONS,
  IMAGE_RATIOS,
  LAYOUTS,
  OWNERSHIPS,
  RAIL_KINDS,
  RATIO_DEVICES,
  SCROLL_STYLES,
  SIZES,
  SOURCE_TYPES,
  STYLES,
  TEXT_STYLES,
} from '../../domain/storefront/options';
import { narrowedPolicies } from '../../domain/storefront/containerRules';
import { STOREFRONT_DEVICES } from '../../domain/storefront/viewerView';
import { usePolicyOptions } from '../../kit/policy/PolicyPicker';
import { useCurrentProduct } from '../../kit/product/useCurrentProduct';
import {
  AudienceField,
  DescriptionsField,
  NamesField,
  OptionField,
  OptionsField,
  WindowFields,
  useProblemText,
} from './fields/CommonFields';
import { CurationField } from './fields/CurationField';
import { ImageGallery } from './fields/ImageGallery';
import { SlideContent } from './fields/SlideContent';
import { STOREFRONT_PATHS } from './paths';
import type { StoreFieldsProps } from './StoreItemPage';
import { problemsAt } from './storeForm';
import { useContainerUsage } from './useStorefront';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}

/**
 * Where the container is used: its pages and tabs ('Fetch storefront usage failed'), and on each
 * page whose policies narrow the container's (spec section 5, the same domain function as the
 * service's viewer read) who it is shown to there, by policy name.
 */
function Usage({ id, appliesif }: { id: string; appliesif: unknown }) {
  const translate = useTranslate();
  const product = useCurrentProduct();
  const usage = useContainerUsage(id);
  const policies = usePolicyOptions();
  const policyName = (policyId: string) =>
    policies.data?.find((policy) => policy.id === policyId)?.n ?? policyId;
  return (
    <Box component="section" aria-label={translate('console.storefront.usage.title')}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {translate('console.storefront.usage.title')}
      </Typography>
      {usage.error ? (
        <Alert severity="error">
          {readFailure(usage.error, 'Fetch storefront usage failed').message}
        </Alert>
      ) : usage.data && usage.data.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('console.storefront.usage.none')}
        </Typography>
      ) : (
        <Stack spacing={0.5}>
          {(usage.data ?? []).map((page) => (
            <Typography key={page.id} variant="body2">
              <MuiLink
                component={LinkBase}
                to={STOREFRONT_PATHS.itemOf('storefront', product, page.id)}
              >
                {page.n}
              </MuiLink>{' '}
              {translate('console.storefront.usage.tabs', { tabs: page.tabs.join(', ') })}
              {(() => {
                const narrowing = narrowedPolicies({ appliesif }, page);
                return narrowing ? (
                  <Typography
                    component="span"
                    variant="caption"
                    color="warning.main"
                    display="block"
                  >
                    {translate('console.storefront.usage.narrowed', {
                      policies: narrowing.narrowed.map(policyName).join(', '),
                    })}
                  </Typography>
                ) : null;
              })()}
            </Typography>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The container editor (spec section 3): names and descriptions; kind, type, ownership and rail;
 * layout, banner layout, style (Rectangular or rounded), size, decoration, image ratio and the
 * ratio per device; the image gallery; window, audience, devices, tag; scrolling, text, overlays, click action,
 * visible count and ad interval; sponsor; source and external id; the curation; and where it
 * is used.
 */
export function ContainerFields(props: StoreFieldsProps): ReactElement {
  const translate = useTranslate();
  const problemText = useProblemText();
  const { form, onChange, readOnly, problems, item } = props;
  const set = (field: string) => (value: unknown) => onChange({ ...form, [field]: value });
  const option = (
    field: string,
    group: string,
    options: readonly (string | number)[],
    allowEmpty = true,
  ) => (
    <OptionField
      key={field}
      label={translate(`console.storefront.fields.${field}`)}
      group={group}
      options={options}
      value={form[field]}
      onChange={set(field)}
      readOnly={readOnly}
      problems={problemsAt(problems, `/${field}`)}
      allowEmpty={allowEmpty}
    />
  );
  const toggle = (field: string) => (
    <FormControlLabel
      key={field}
      control={
        <Switch
          checked={form[field] === true}
          disabled={readOnly}
          onChange={(event) => set(field)(event.target.checked)}
        />
      }
      label={translate(`console.storefront.fields.${field}`)}
    />
  );
  const text = (field: string, max = 200) => (
    <TextField
      key={field}
      size="small"
      label={translate(`console.storefront.fields.${field}`)}
      value={typeof form[field] === 'string' ? form[field] : ''}
      onChange={(event) => set(field)(event.target.value)}
      slotProps={{ input: { readOnly }, htmlInput: { maxLength: max } }}
      error={problemsAt(problems, `/${field}`).length > 0}
      helperText={problemText(problemsAt(problems, `/${field}`))}
      fullWidth
    />
  );
  const diar = (form.diar ?? {}) as Record<string, string | undefined>;
  const sponsor = (form.sponsor ?? {}) as {
    n?: string;
    label?: string;
    d?: string;
    tags?: string[];
    sponsored?: boolean;
  };
  const setSponsor = (next: typeof sponsor) => onChange({ ...form, sponsor: next });
  const personal = form.ctype === 'predefined' || form.ctype === 'personalized';
  const banner = form.ck === 'banner' || form.ck === 'carousel';

  return (
    <Stack spacing={3} divider={<Divider flexItem />}>
      <Stack spacing={2}>
        <NamesField form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
        <DescriptionsField
          form={form}
          onChange={onChange}
          readOnly={readOnly}
          problems={problems}
        />
      </Stack>
      <Section title={translate('console.storefront.sectionsOf.content')}>
        {option('ck', 'kinds', CONTAINER_KINDS, false)}
        {option('ctype', 'containerTypes', CONTAINER_TYPES)}
        {option('own', 'ownerships', OWNERSHIPS)}
        {personal && option('rail', 'rails', RAIL_KINDS)}
        {option('src_ty', 'sources', SOURCE_TYPES)}
        {text('src')}
        {text('ex_id')}
      </Section>
      <Section title={translate('console.storefront.sectionsOf.look')}>
        {option('lo', 'layouts', LAYOUTS)}
        {banner && option('bl', 'bannerLayouts', BANNER_LAYOUTS)}
        {option('stl', 'styles', STYLES)}
        {option('s', 'sizes', SIZES)}
        {option('con_dcr', 'decorations', DECORATIONS)}
        {option('iar', 'ratios', IMAGE_RATIOS)}
        {option('scroll_style', 'scrollStyles', SCROLL_STYLES)}
        {option('text_style', 'textStyles', TEXT_STYLES)}
        {option('click_action', 'clickActions', CLICK_ACTIONS)}
        {option('con_tg', 'tags', CONTAINER_TAGS, false)}
        {option('ap', 'adIntervals', AD_INTERVALS_SECONDS)}
        <TextField
          size="small"
          type="number"
          label={translate('console.storefront.fields.vcs')}
          value={typeof form.vcs === 'number' ? form.vcs : ''}
          onChange={(event) =>
            set('vcs')(event.target.value === '' ? undefined : Number(event.target.value))
          }
          slotProps={{ input: { readOnly }, htmlInput: { min: 1, max: 50 } }}
          error={problemsAt(problems, '/vcs').length > 0}
          helperText={problemText(problemsAt(problems, '/vcs'))}
          fullWidth
        />
        {toggle('logo_overlay')}
        {toggle('tag_overlay')}
        {toggle('edit')}
      </Section>
      <Section title={translate('console.storefront.sectionsOf.ratios')}>
        {RATIO_DEVICES.map((device) => (
          <OptionField
            key={device}
            label={translate(`console.storefront.ratioDevices.${device}`)}
            group="ratios"
            options={IMAGE_RATIOS}
            value={diar[device]}
            onChange={(ratio) => {
              const next: Record<string, unknown> = { ...diar, [device]: ratio };
              if (ratio === undefined) delete next[device];
              onChange({ ...form, diar: next });
            }}
            readOnly={readOnly}
            problems={problemsAt(problems, `/diar/${device}`)}
            allowEmpty
          />
        ))}
      </Section>
      <ImageGallery
        form={form}
        onChange={set('ex_ia')}
        containerId={item?.id}
        readOnly={readOnly}
        problems={problems}
      />
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3">
          {translate('console.storefront.sectionsOf.audience')}
        </Typography>
        <WindowFields form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
        <AudienceField
          value={form.appliesif}
          onChange={set('appliesif')}
          readOnly={readOnly}
          problems={problemsAt(problems, '/appliesif')}
        />
        <OptionsField
          label={translate('console.storefront.fields.dev')}
          group="devices"
          options={STOREFRONT_DEVICES}
          value={form.dev}
          onChange={set('dev')}
          readOnly={readOnly}
          hint={translate('console.storefront.hints.dev')}
        />
      </Stack>
      <Section title={translate('console.storefront.sectionsOf.sponsor')}>
        <TextField
          size="small"
          label={translate('console.storefront.fields.sponsorName')}
          value={sponsor.n ?? ''}
          onChange={(event) => setSponsor({ ...sponsor, n: event.target.value })}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
          fullWidth
        />
        <TextField
          size="small"
          label={translate('console.storefront.fields.sponsorLabel')}
          value={sponsor.label ?? ''}
          onChange={(event) => setSponsor({ ...sponsor, label: event.target.value })}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength: 100 } }}
          fullWidth
        />
        <TextField
          size="small"
          label={translate('console.storefront.fields.sponsorTags')}
          value={(sponsor.tags ?? []).join(', ')}
          onChange={(event) =>
            setSponsor({
              ...sponsor,
              tags: event.target.value
                .split(',')
                .map((tag) => tag.trim())
                .filter((tag, index, all) => tag !== '' || index === all.length - 1),
            })
          }
          slotProps={{ input: { readOnly } }}
          helperText={translate('console.storefront.hints.tags')}
          fullWidth
        />
        <TextField
          size="small"
          label={translate('console.storefront.fields.sponsorDescription')}
          value={sponsor.d ?? ''}
          onChange={(event) => setSponsor({ ...sponsor, d: event.target.value })}
          slotProps={{ input: { readOnly }, htmlInput: { maxLength: 1000 } }}
          multiline
          fullWidth
          sx={{ gridColumn: { sm: 'span 2' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={sponsor.sponsored === true}
              disabled={readOnly}
              onChange={(event) => setSponsor({ ...sponsor, sponsored: event.target.checked })}
            />
          }
          label={translate('console.storefront.fields.sponsored')}
        />
      </Section>
      <CurationField value={form.i} onChange={set('i')} readOnly={readOnly} problems={problems} />
      {item && <SlideContent container={item} />}
      {item && <Usage id={item.id} appliesif={form.appliesif} />}
    </Stack>
  );
}

/** The collection editor: names, descriptions, window, audience, external id and its titles. */
export function CollectionFields(props: StoreFieldsProps): ReactElement {
  const translate = useTranslate();
  const { form, onChange, readOnly, problems } = props;
  const set = (field: string) => (value: unknown) => onChange({ ...form, [field]: value });
  // A collection's titles are one manual curation entry in the editor, stored as `i` items.
  const items = Array.isArray(form.i)
    ? (form.i as { id: string; type: string; name?: string }[])
    : [];
  const asEntry = [{ type: 'manual', data: items }];
  const fromEntry = (
    entries: { data?: { id: string; type: string; priority?: number; name?: string }[] }[],
  ) =>
    (entries[0]?.data ?? []).map((entry, index) => ({
      id: entry.id,
      type: entry.type,
      priority: index,
      // Kept with the title, so the collection shows names, not ids, when opened again.
      ...(entry.name ? { name: entry.name } : {}),
    }));
  return (
    <Stack spacing={3}>
      <NamesField form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
      <DescriptionsField form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
      <WindowFields form={form} onChange={onChange} readOnly={readOnly} problems={problems} />
      <AudienceField
        value={form.appliesif}
        onChange={set('appliesif')}
        readOnly={readOnly}
        problems={problemsAt(problems, '/appliesif')}
      />
      <TextField
        size="small"
        label={translate('console.storefront.fields.ex_id')}
        value={typeof form.ex_id === 'string' ? form.ex_id : ''}
        onChange={(event) => set('ex_id')(event.target.value)}
        slotProps={{ input: { readOnly }, htmlInput: { maxLength: 200 } }}
        fullWidth
      />
      <CurationField
        value={asEntry}
        onChange={(entries) => set('i')(fromEntry(entries))}
        readOnly={readOnly}
        problems={problems.map((problem) => ({
          ...problem,
          field: problem.field.replace(/^\/i\/(\d+)/, '/i/0/data/$1'),
        }))}
        single
      />
    </Stack>
  );
}
